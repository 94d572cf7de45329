// The header search's suggestion box over the function catalogue of the
// current city (person and unit functions), matched by the portal's function
// search (names, short forms, pinyin initials: src/lib/function-search).
// Choosing a suggestion opens it through /tobusiness, where the access checks
// run; Enter or the search button shows every match on the results page.
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Tag, type RefSelectProps } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getAllFunctions } from '../../../components/catalogue';
import { useAsyncData } from '../../../components/useAsyncData';
import { businessHref, searchHref } from '../../../config/paths';
import { searchFunctions } from '../../../lib/function-search/search';
import { home, SERVICE_OBJECTS, setAllFunctions, type FunctionSummary } from '../../../stores/home';
import { SEARCH_FIELD_PROPS, type SearchFieldProps } from './search-field';

const MAX_SUGGESTIONS = 12;

async function loadAllFunctions(areaCode: string): Promise<FunctionSummary[]> {
  const all = await getAllFunctions(areaCode);
  setAllFunctions(all);
  return all;
}

export function FunctionSearchBox({ text, onText, focused }: SearchFieldProps & { focused: boolean }) {
  const navigate = useNavigate();
  const { areaCode, allFuncList } = useSnapshot(home);
  // The catalogue is fetched when the visitor starts searching, not on every page.
  const [active, setActive] = useState(focused);
  // What was typed before the box came gets its suggestions at once.
  const [listOpen, setListOpen] = useState(focused && text.trim() !== '');
  const catalogue = useAsyncData(active ? `functions:${areaCode}` : null, () => loadAllFunctions(areaCode));
  const matches = useMemo(() => searchFunctions(allFuncList, text), [allFuncList, text]);
  // The box's own handle, not the field's: antd reads the field element's `ref`, which React 19 no longer carries.
  const box = useRef<RefSelectProps>(null);

  const open = (funcId: string) => {
    onText('');
    void navigate(businessHref(funcId));
  };

  const showResults = () => {
    if (!text.trim()) return;
    // The suggestions close and the keyboard goes on from the results (the shell focuses the new page's content).
    setListOpen(false);
    box.current?.blur();
    void navigate(searchHref(text));
  };

  // Enter picks the suggestion chosen with the arrow keys (the list handles it first and
  // marks the key handled); with none chosen it shows every match.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !event.defaultPrevented && !event.nativeEvent.isComposing) showResults();
  };

  const options = matches.slice(0, MAX_SUGGESTIONS).map((item) => ({
    value: item.funcId,
    label: (
      <div className="function-search__option">
        <span>{item.funcName}</span>
        <span>
          <Tag color={item.serviceObject === SERVICE_OBJECTS.unit ? 'geekblue' : 'blue'}>
            {item.serviceObject === SERVICE_OBJECTS.unit ? '单位' : '个人'}
          </Tag>
          {!item.isOnline && <Tag>暂停服务</Tag>}
        </span>
      </div>
    ),
  }));

  return (
    <AutoComplete
      ref={box}
      className="portal-search"
      // Took the place of the plain field the visitor is typing in: the focus stays there.
      autoFocus={focused}
      open={listOpen}
      onOpenChange={setListOpen}
      options={options}
      value={text}
      onChange={onText}
      onFocus={() => setActive(true)}
      onSelect={(funcId: string) => open(funcId)}
      onKeyDown={onKeyDown}
      notFoundContent={text.trim() ? (catalogue.loading ? '正在加载服务目录…' : '未找到相关服务，按回车查看搜索建议') : null}
    >
      <Input.Search
        {...SEARCH_FIELD_PROPS}
        enterButton={<SearchOutlined aria-label="搜索" />}
        onSearch={(_value, event) => {
          // Enter arrives here before the suggestion list sees it: onKeyDown decides then.
          if (event?.type === 'click') showResults();
        }}
      />
    </AutoComplete>
  );
}
