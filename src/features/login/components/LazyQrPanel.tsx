// The QR panel (antd's QRCode and the polling) arrives when a QR method is
// chosen: the login page opens on the password form and does not carry it.
import { Suspense } from 'react';
import { lazyComponent } from '../../../components/lazy-chunk';
import { Spinner } from '../../../components/PageLoading';
import type { QrPanelProps } from './QrPanel';

const QrPanelChunk = lazyComponent('QrPanel', () => import('./QrPanel').then((module) => module.QrPanel<unknown, unknown>));

/** The QR panel's room while its code arrives. */
export function QrPanelLoading() {
  return (
    <div className="qr-panel qr-panel--loading" role="status" aria-label="正在加载二维码">
      <Spinner large />
    </div>
  );
}

export function LazyQrPanel<Answer, Result>(props: QrPanelProps<Answer, Result>) {
  return (
    <Suspense fallback={<QrPanelLoading />}>
      <QrPanelChunk {...(props as unknown as QrPanelProps<unknown, unknown>)} />
    </Suspense>
  );
}
