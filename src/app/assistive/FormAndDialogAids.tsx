// What helps a visitor once forms, tables and dialogs are in use: antd's markup
// made reachable (form errors as alerts, tables' scrolling boxes focusable:
// antd-markup.ts), Tab held inside an open dialog (dialog-tab-wrap) and the focus
// given back when a dialog closes (dialog-focus-return). Its own chunk:
// AidsWhenNeeded.tsx brings it.
import { useAntdMarkupFixes } from './antd-markup';
import { useDialogFocusReturn } from './dialog-focus-return';
import { useDialogTabWrap } from './dialog-tab-wrap';

export function FormAndDialogAids() {
  useDialogTabWrap();
  useDialogFocusReturn();
  useAntdMarkupFixes();
  return null;
}
