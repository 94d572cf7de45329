// A modal dialog gives the focus back to the control that opened it when it
// closes (the ARIA dialog pattern). antd's Modal does so only when it is closed
// through its `open` prop; most of the portal's dialogs are instead unmounted by
// their screen (`{editing && <AddressDialog …/>}`), and then the focus fell to
// the page's body: a keyboard user started again from the top of the page.
import { useEffect } from 'react';
import { MODAL_DIALOG } from './dialog-tab-wrap';

/** Each open modal dialog the focus went into, with the control the focus came from. */
type Openers = Map<Element, HTMLElement>;

function noteFocus(openers: Openers, event: FocusEvent): void {
  if (!(event.target instanceof Element)) return;
  const dialog = event.target.closest(MODAL_DIALOG);
  const from = event.relatedTarget;
  // Into a dialog from outside it: from its opener, or back from a dialog opened on top of it.
  if (dialog && from instanceof HTMLElement && !dialog.contains(from) && (!openers.has(dialog) || !from.closest(MODAL_DIALOG))) {
    openers.set(dialog, from);
  }
  // The focus is on the page again (antd gave it back): those dialogs are closed.
  if (!dialog) openers.clear();
}

/** The dialogs that left the page: the focus, if it fell to the body, back to their openers. */
function giveFocusBack(openers: Openers): void {
  for (const [dialog, opener] of openers) {
    if (dialog.isConnected) continue;
    openers.delete(dialog);
    const focused = document.activeElement;
    if ((!focused || focused === document.body) && opener.isConnected) opener.focus({ preventScroll: true });
  }
}

export function useDialogFocusReturn(): void {
  useEffect(() => {
    const openers: Openers = new Map();
    const onFocusIn = (event: FocusEvent) => noteFocus(openers, event);
    const observer = new MutationObserver(() => giveFocusBack(openers));
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
