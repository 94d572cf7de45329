// The form and dialog aids (FormAndDialogAids.tsx) act only on what the visitor
// does: a refused submit, Tab in an open dialog, a dialog closed, a wide table.
// No page's first paint needs them, so their code is fetched when the browser is
// idle after the page has opened, or at the visitor's first focus, key or press,
// whichever comes first. On a busy machine a dialog can open before they have
// run, so two parts come with the page: where the focus was before a dialog is
// noted from the start (focus-trail.ts), so it still gets the focus back, and Tab
// goes round an open dialog (dialog-tab-wrap.ts), which past the dialog's end
// would leave the page. A visitor saving data or on a 2G connection gets the rest
// at the first focus, key or press only (prefetchWhenIdle).
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { lazyComponent } from '../../components/lazy-chunk';
import { prefetchWhenIdle } from '../../lib/idle';
import { useDialogTabWrap } from './dialog-tab-wrap';
import { startFocusTrail } from './focus-trail';

const FormAndDialogAids = lazyComponent('form-and-dialog-aids', () =>
  import('./FormAndDialogAids').then((module) => module.FormAndDialogAids),
);

/** The visitor's first reach for the page. */
const FIRST_ACTIONS = ['focusin', 'keydown', 'pointerdown'] as const;

function useIdleOrFirstAction(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return undefined;
    const start = () => setDue(true);
    const cancelIdle = prefetchWhenIdle(start, 3_000);
    for (const action of FIRST_ACTIONS) document.addEventListener(action, start, { capture: true, once: true });
    return () => {
      cancelIdle();
      for (const action of FIRST_ACTIONS) document.removeEventListener(action, start, { capture: true });
    };
  }, [due]);
  return due;
}

export function AidsWhenNeeded() {
  // From the start, so a dialog opened before the aids arrived can still give the focus back.
  useEffect(() => startFocusTrail(), []);
  useDialogTabWrap();
  const due = useIdleOrFirstAction();
  if (!due) return null;
  return (
    // Should the chunk fail to arrive, the page goes on without the aids; the next page load tries again.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <FormAndDialogAids />
      </Suspense>
    </ErrorBoundary>
  );
}
