// Where the focus was before a modal dialog took it, noted from the page's
// start. The aids that give a dialog's focus back (dialog-focus-return.ts) come
// in their own chunk after the first paint; on a busy machine a visitor can open
// a dialog before that chunk has run, and the dialog still has its opener.

/** A modal dialog: antd's Modal and Drawer. */
export const MODAL_DIALOG = '[role="dialog"][aria-modal="true"]';

let lastOutsideDialogs: HTMLElement | undefined;

function noteFocus(event: FocusEvent): void {
  if (event.target instanceof HTMLElement && !event.target.closest(MODAL_DIALOG)) lastOutsideDialogs = event.target;
}

/** Notes each control the focus reaches outside dialogs; returns the stop. */
export function startFocusTrail(): () => void {
  document.addEventListener('focusin', noteFocus, true);
  return () => document.removeEventListener('focusin', noteFocus, true);
}

/** The last control the focus was on outside any modal dialog, while it is still on the page. */
export function lastFocusOutsideDialogs(): HTMLElement | undefined {
  return lastOutsideDialogs?.isConnected ? lastOutsideDialogs : undefined;
}
