// What loadTables (table-kit.ts) fetches ahead: one dynamic import for both, whose chunks the screens share.
export { default as List } from 'antd/es/list';
export { default as Table } from 'antd/es/table';
