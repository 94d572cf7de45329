// What helps a visitor once forms and dialogs are in use: each form error said
// aloud (FormErrorAnnouncer) and Tab held inside an open dialog
// (dialog-tab-wrap). Its own chunk: AidsWhenNeeded.tsx brings it.
import { useDialogTabWrap } from './dialog-tab-wrap';
import { FormErrorAnnouncer } from './FormErrorAnnouncer';

export function FormAndDialogAids() {
  useDialogTabWrap();
  return <FormErrorAnnouncer />;
}
