// antd's Table and List as the portal sets them up: a table scrolls sideways
// inside its own box (table-kit.css: a phone never scrolls the page sideways),
// and their code is fetched when the browser is idle after the first page
// (boot.tsx), so the first list opens without waiting for it.
import './table-kit.css';

/** antd's Table and List code, shared by every screen with a list. */
export function loadTables(): Promise<unknown> {
  return import('./antd-tables');
}
