// The page's main content, where the keyboard goes on when the control holding
// the focus left the page and where the skip link takes it (docs/accessibility.md, "Keyboard").
import { MAIN_CONTENT_ID } from '../../config/app';

/**
 * Focuses the main content that is shown; false when the page has none. For a moment after a move to another
 * layout the old one may still be in the document, hidden by React while the
 * new one loads, with an element of the same id that cannot take the focus.
 */
export function focusMainContent(options?: FocusOptions): boolean {
  const shown = [...document.querySelectorAll<HTMLElement>(`[id="${MAIN_CONTENT_ID}"]`)].find((main) => main.checkVisibility?.() ?? true);
  shown?.focus(options);
  return shown !== undefined;
}
