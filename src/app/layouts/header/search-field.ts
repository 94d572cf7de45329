// What the plain header field (FunctionSearch) and the suggestion box that
// replaces it (FunctionSearchBox) share; apart from both, so neither imports the other.

export interface SearchFieldProps {
  text: string;
  onText: (text: string) => void;
}

/** What the plain field and the suggestion box's field share, so the swap is not seen. */
export const SEARCH_FIELD_PROPS = {
  size: 'large',
  placeholder: '搜索服务事项，如：参保证明、社保卡、失业金',
  'aria-label': '搜索服务事项',
} as const;
