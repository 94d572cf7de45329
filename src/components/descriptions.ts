// Description lists (antd Descriptions) on a phone (docs/phones.md): one label–value
// pair per row below 768 px, two from there. Two pairs in a phone's width leave each
// label a quarter of it, read one character per line.
export const PAIRS_PER_ROW = { xs: 1, md: 2 } as const;
