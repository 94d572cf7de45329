// A centre page's prerendered shell (docs/prerender.md, "Centre shells"): the
// header, the centre's breadcrumb and sidebar, and a loading placeholder where
// the screen goes, rendered at build time for a user of the centre's type whose
// name the boot loader writes in from the session before the first paint. The
// screen itself is drawn after hydration: its data and its look depend on the
// user, which the build cannot know; a screen the route table marks `inShell`
// (the same for every user) is in the shell itself.
// The user type each shell is rendered for is in document.ts (SHELL_USER_TYPE):
// this module is part of the centre layout's code and imports no store.
import { useSyncExternalStore } from 'react';

/**
 * On <html> of a prerendered centre page until the centre layout has mounted, with
 * `overflow-y: scroll`: the vertical scrollbar is there from the first layout, while the
 * page may still be shorter than the window (a busy browser paints part of the document),
 * so the page never moves sideways when it comes. Once the layout is there its page area
 * reaches below the window (centre.css) and keeps the scrollbar.
 */
export const CENTRE_BOOT_CLASS = 'centre-booting';

let shellMarkup = false;

/** Set while the build renders a centre shell, and in the browser before such a shell is hydrated. */
export function setCentreShellMarkup(value: boolean): void {
  shellMarkup = value;
}

const noChange = () => () => undefined;

/**
 * True while the markup being produced or hydrated is a centre shell: the
 * build's render reads it, and so does hydration (React asks for the server's
 * value then); right after hydration React renders again with false.
 */
export function useCentreShell(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => shellMarkup,
  );
}
