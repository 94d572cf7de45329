// A modal dialog gives the focus back to the control that opened it when it
// closes (the ARIA dialog pattern). antd's Modal does so only when it is closed
// through its `open` prop; most of the portal's dialogs are instead unmounted by
// their screen (`{editing && <AddressDialog …/>}`), and then the focus fell to
// the page's body: a keyboard user started again from the top of the page.
// An opener disabled while its screen reloads after a save gets the focus once
// it is enabled again, unless the focus has gone somewhere meanwhile.
// Where the control holding the focus left the page with its part of it, or was
// hidden with it (an opener whose screen was replaced, as the login page's
// fields are when the slider's dialog closes late on a busy machine; a screen
// React hides while the next one loads), the keyboard goes on from the main
// content, as after the skip link.
import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from '../../config/app';
import { lastFocusOutsideDialogs, MODAL_DIALOG } from './focus-trail';
import { focusMainContent } from './main-content';

interface FocusReturn {
  /** Each open modal dialog the focus went into, with the control the focus came from. */
  openers: Map<Element, HTMLElement>;
  /** An opener that could not take the focus yet: disabled while its screen reloads after a save. */
  waiting?: HTMLElement;
  /**
   * The control of the main content the focus went to last: its removal or hiding, not a click on the
   * page's background, leaves the focus on the body. Outside the content (the assistive toolbar, which
   * gives the focus back to where it was) the body may be where the focus belongs.
   */
  focused?: Element;
}

function noteFocus(state: FocusReturn, event: FocusEvent): void {
  if (!(event.target instanceof Element)) return;
  state.waiting = undefined;
  state.focused = event.target.closest(`#${MAIN_CONTENT_ID}`) ? event.target : undefined;
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

function shown(element: Element): boolean {
  return element.isConnected && (element.checkVisibility?.() ?? true);
}

/** The dialogs that left the page: the focus, if it fell to the body, back to their openers. */
function giveFocusBack(state: FocusReturn): void {
  for (const [dialog, opener] of state.openers) {
    if (dialog.isConnected) continue;
    state.openers.delete(dialog);
    if (focusLost()) state.waiting = opener;
  }
  const opener = state.waiting;
  if (opener?.isConnected) {
    if (focusLost()) opener.focus({ preventScroll: true });
    if (!focusLost()) state.waiting = undefined;
    return;
  }
  state.waiting = undefined;
  if (focusLost() && (opener ?? (state.focused && !shown(state.focused)))) {
    state.focused = undefined;
    focusMainContent({ preventScroll: true });
  }
}

export function useDialogFocusReturn(): void {
  useEffect(() => {
    const state: FocusReturn = { openers: new Map() };
    // A dialog opened before these aids arrived: its opener is where the focus was before it (focus-trail.ts).
    const openDialog = document.activeElement?.closest(MODAL_DIALOG);
    const opener = lastFocusOutsideDialogs();
    if (openDialog && opener) state.openers.set(openDialog, opener);
    const onFocusIn = (event: FocusEvent) => noteFocus(state, event);
    // To nowhere: hidden rather than removed, which no mutation below reports; looked at once drawn.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) requestAnimationFrame(() => giveFocusBack(state));
    };
    const observer = new MutationObserver(() => giveFocusBack(state));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    // Nodes removed (a dialog, the focused control); `disabled` for an opener enabled again.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, []);
}
