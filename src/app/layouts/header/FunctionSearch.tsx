// The header search. The page first shows a plain field; the suggestion box
// (antd AutoComplete and the catalogue, FunctionSearchBox) is loaded when the
// visitor reaches for the field (pointer or keyboard focus) and takes its place
// with what was typed, and the focus only if the field still has it (a keyboard
// user may have gone on meanwhile). Not before: its code and the catalogue would
// otherwise compete with every first page for the network and the main thread.
// Enter or the search button shows the results page (/search?q=…).
import { SearchOutlined } from '@ant-design/icons';
import { startTransition, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchInput } from '../../../components/inputs';
import { lazyComponent } from '../../../components/lazy-chunk';
import { searchHref } from '../../../config/paths';
import { SEARCH_FIELD_PROPS } from './search-field';

const FunctionSearchBox = lazyComponent('FunctionSearchBox', () =>
  import('./FunctionSearchBox').then((module) => module.FunctionSearchBox),
);

export function FunctionSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [boxWanted, setBoxWanted] = useState(false);
  // A transition: React keeps the plain field (its focus, what is typed) until the
  // box's code is there, so `focused` still follows the field when the box comes.
  const wantBox = () => startTransition(() => setBoxWanted(true));

  const plainField = (
    <SearchInput
      className="portal-search"
      {...SEARCH_FIELD_PROPS}
      enterButton={<SearchOutlined aria-label="搜索" />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(value) => {
        if (value.trim()) void navigate(searchHref(value));
      }}
      onPointerEnter={wantBox}
      onFocus={() => {
        setFocused(true);
        wantBox();
      }}
      onBlur={() => setFocused(false)}
    />
  );
  return (
    <Suspense fallback={plainField}>
      {boxWanted ? <FunctionSearchBox text={text} onText={setText} focused={focused} /> : plainField}
    </Suspense>
  );
}
