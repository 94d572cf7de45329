// The case detail drawer as the case lists use it: its code (Drawer, Steps,
// Descriptions, the comment and delivery-trace parts) is fetched when the
// browser is idle after the list has rendered, or by the first open, not with
// the list. Once opened it stays mounted, so it closes with its own motion.
import { Suspense } from 'react';
import { lazyComponent } from '../lazy-chunk';
import { useOpenedOnce } from '../useOpenedOnce';
import { usePreloadWhenIdle } from '../usePreloadWhenIdle';

const CaseDetailDrawer = lazyComponent('CaseDetailDrawer', () => import('./CaseDetailDrawer').then((module) => module.CaseDetailDrawer));

export function LazyCaseDetailDrawer({ caseId, onClose }: { caseId: string | undefined; onClose: () => void }) {
  const everOpened = useOpenedOnce(caseId !== undefined);
  usePreloadWhenIdle(CaseDetailDrawer);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <CaseDetailDrawer caseId={caseId} onClose={onClose} />
    </Suspense>
  );
}
