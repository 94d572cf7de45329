// Tab and Shift+Tab go round an open modal dialog (the ARIA dialog pattern):
// from its last control to its first and back. antd's Modal pulls the focus
// back only when it lands on another part of the page; past the page's end (a
// dialog is the page's last element) it went to the browser's own controls.
import { useEffect } from 'react';
import { MODAL_DIALOG } from './focus-trail';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Shown and reachable: not inside a hidden part (antd's focus guards are aria-hidden). */
function reachable(element: HTMLElement): boolean {
  return !element.closest('[aria-hidden="true"]') && (element.checkVisibility?.() ?? true);
}

/** The open modal dialog on top, if any. */
function topDialog(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(MODAL_DIALOG)].filter(reachable).at(-1);
}

export function wrapTabInDialog(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = topDialog();
  if (!dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const focused = document.activeElement;
  const atEdge = event.shiftKey ? focused === first || !controls.includes(focused as HTMLElement) : focused === last;
  if (!atEdge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

export function useDialogTabWrap(): void {
  useEffect(() => {
    document.addEventListener('keydown', wrapTabInDialog);
    return () => document.removeEventListener('keydown', wrapTabInDialog);
  }, []);
}
