// The case detail drawer as the case lists use it: its code (Drawer, Steps,
// Descriptions, the comment and delivery-trace parts) is fetched when the
// browser is idle after the list has rendered, or by the first open, not with
// the list. Once opened it stays mounted, so it closes with its own motion.
import { Suspense, useEffect } from 'react';
import { whenIdle } from '../../lib/idle';
import { lazyComponent } from '../lazy-chunk';
import { useOpenedOnce } from '../useOpenedOnce';

const CaseDetailDrawer = lazyComponent('CaseDetailDrawer', () => import('./CaseDetailDrawer').then((module) => module.CaseDetailDrawer));

export function LazyCaseDetailDrawer({ caseId, onClose }: { caseId: string | undefined; onClose: () => void }) {
  const everOpened = useOpenedOnce(caseId !== undefined);
  useEffect(() => whenIdle(() => void CaseDetailDrawer.preload().catch(() => undefined), 3_000), []);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <CaseDetailDrawer caseId={caseId} onClose={onClose} />
    </Suspense>
  );
}
