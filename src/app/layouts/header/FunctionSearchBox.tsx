// The header search's suggestion box over the function catalogue of the
// current city (person and unit functions). Choosing a result opens it through
// /tobusiness, where the access checks run.
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Tag, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getAllFunctions } from '../../../components/catalogue';
import { useAsyncData } from '../../../components/useAsyncData';
import { businessHref } from '../../../config/paths';
import { home, SERVICE_OBJECTS, setAllFunctions, type FunctionSummary } from '../../../stores/home';
import { SEARCH_FIELD_PROPS, type SearchFieldProps } from './search-field';

const MAX_RESULTS = 12;

async function loadAllFunctions(areaCode: string): Promise<FunctionSummary[]> {
  const all = await getAllFunctions(areaCode);
  setAllFunctions(all);
  return all;
}

export function matchFunctions(list: readonly FunctionSummary[], text: string): FunctionSummary[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return list
    .filter((item) => item.funcName.toLowerCase().includes(needle) || item.funcCode.toLowerCase().includes(needle))
    .slice(0, MAX_RESULTS);
}

export function FunctionSearchBox({ text, onText, focused }: SearchFieldProps & { focused: boolean }) {
  const navigate = useNavigate();
  const { areaCode, allFuncList } = useSnapshot(home);
  // The catalogue is fetched when the visitor starts searching, not on every page.
  const [active, setActive] = useState(focused);
  const catalogue = useAsyncData(active ? `functions:${areaCode}` : null, () => loadAllFunctions(areaCode));
  const matches = useMemo(() => matchFunctions(allFuncList, text), [allFuncList, text]);
  const field = useRef<InputRef>(null);

  // Took the place of the plain field the visitor is typing in: keep the caret where it was.
  useEffect(() => {
    if (focused) field.current?.focus({ cursor: 'end' });
  }, [focused]);

  const open = (funcId: string) => {
    onText('');
    void navigate(businessHref(funcId));
  };

  const options = matches.map((item) => ({
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
      className="portal-search"
      options={options}
      value={text}
      onChange={onText}
      onFocus={() => setActive(true)}
      onSelect={(funcId: string) => open(funcId)}
      notFoundContent={text.trim() ? (catalogue.loading ? '正在加载服务目录…' : '未找到相关服务') : null}
    >
      <Input.Search
        ref={field}
        {...SEARCH_FIELD_PROPS}
        enterButton={<SearchOutlined aria-label="搜索" />}
        onSearch={() => {
          const [first] = matches;
          if (first) open(first.funcId);
        }}
      />
    </AutoComplete>
  );
}
