// A centre page's prerendered shell (docs/prerender.md, "Centre shells"): the
// header, the centre's breadcrumb and sidebar, and a loading placeholder where
// the screen goes, rendered at build time for a user of the centre's type whose
// name the boot loader writes in from the session before the first paint. The
// screen itself is drawn after hydration: its data and its look depend on the
// user, which the build cannot know.
import { useSyncExternalStore } from 'react';
import { USER_TYPES } from '../../stores/session';
import type { CentreKind } from '../layouts/sidebars';

/** The user type (`webuser.ident`) each centre's shell is rendered for. */
export const SHELL_USER_TYPE: Record<CentreKind, string> = {
  person: USER_TYPES.person,
  unit: USER_TYPES.unit,
  organ: USER_TYPES.organ,
  temp: USER_TYPES.casual,
};

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
