// What helps a visitor once forms, tables and dialogs are in use: antd's markup
// made reachable (form errors as alerts, tables' scrolling boxes focusable:
// antd-markup.ts) and the focus given back when a dialog closes (dialog-focus-return).
// Tab held inside an open dialog comes with the page (AidsWhenNeeded.tsx). Its own chunk:
// AidsWhenNeeded.tsx brings it.
import { useAntdMarkupFixes } from './antd-markup';
import { useDialogFocusReturn } from './dialog-focus-return';

export function FormAndDialogAids() {
  useDialogFocusReturn();
  useAntdMarkupFixes();
  return null;
}
