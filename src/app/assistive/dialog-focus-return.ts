// A modal dialog gives the focus back to the control that opened it when it
// closes (the ARIA dialog pattern). antd's Modal does so only when it is closed
// through its `open` prop; most of the portal's dialogs are instead unmounted by
// their screen (`{editing && <AddressDialog …/>}`), and then the focus fell to
// the page's body: a keyboard user started again from the top of the page.
// An opener disabled while its screen reloads after a save gets the focus once
// it is enabled again, unless the focus has gone somewhere meanwhile.
import { useEffect } from 'react';
import { MODAL_DIALOG } from './dialog-tab-wrap';

interface FocusReturn {
  /** Each open modal dialog the focus went into, with the control the focus came from. */
  openers: Map<Element, HTMLElement>;
  /** An opener that could not take the focus yet: disabled while its screen reloads after a save. */
  waiting?: HTMLElement;
}

function noteFocus(state: FocusReturn, event: FocusEvent): void {
  if (!(event.target instanceof Element)) return;
  state.waiting = undefined;
  const dialog = event.target.closest(MODAL_DIALOG);
  const from = event.relatedTarget;
  // Into a dialog from outside it: from its opener, or back from a dialog opened on top of it.
  if (dialog && from instanceof HTMLElement && !dialog.contains(from) && (!state.openers.has(dialog) || !from.closest(MODAL_DIALOG))) {
    state.openers.set(dialog, from);
  }
  // Back on a dialog's opener (antd gave it back on a close through `open`): that dialog is done.
  for (const [closed, opener] of state.openers) if (opener === event.target) state.openers.delete(closed);
}

function focusLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/** The dialogs that left the page: the focus, if it fell to the body, back to their openers. */
function giveFocusBack(state: FocusReturn): void {
  for (const [dialog, opener] of state.openers) {
    if (dialog.isConnected) continue;
    state.openers.delete(dialog);
    if (focusLost()) state.waiting = opener;
  }
  const opener = state.waiting;
  if (!opener) return;
  if (opener.isConnected && focusLost()) opener.focus({ preventScroll: true });
  if (!opener.isConnected || !focusLost()) state.waiting = undefined;
}

export function useDialogFocusReturn(): void {
  useEffect(() => {
    const state: FocusReturn = { openers: new Map() };
    const onFocusIn = (event: FocusEvent) => noteFocus(state, event);
    const observer = new MutationObserver(() => giveFocusBack(state));
    document.addEventListener('focusin', onFocusIn);
    // Nodes for a dialog removed; `disabled` for an opener enabled again.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
