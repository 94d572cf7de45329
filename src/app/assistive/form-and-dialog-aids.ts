// What helps a visitor once forms and dialogs are in use: each form error said
// aloud and Tab held inside an open dialog. No first paint needs them: the boot
// fetches this chunk when the browser is idle after the first page
// (src/app/boot.tsx), before a form can be refused or a dialog opened; errors
// already shown by then are said at once.
import { startDialogTabWrap } from './dialog-tab-wrap';
import { startFormErrorAnnouncer } from './form-error-announcer';

export function startFormAndDialogAids(): void {
  startFormErrorAnnouncer();
  startDialogTabWrap();
}
