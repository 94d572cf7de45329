// The development panel's phone: the QR codes the mock gateway issued that wait
// for a scan (QR logins, the e-card), each confirmed or cancelled with a button,
// as the user's phone would; and the switch that confirms every code by itself.
import { Alert, Button, Checkbox, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../components/useAsyncData';
import { loadWaitingScans, readAutoScan, setAutoScan, settleScan } from './mockScans';

interface MockScanViewProps {
  /** Tests pass their own. */
  fetch?: typeof fetch;
}

export function MockScanView({ fetch: fetchImpl = (...args) => fetch(...args) }: MockScanViewProps) {
  const [version, setVersion] = useState(0);
  const scans = useAsyncData(`mock-scans:${version}`, () => loadWaitingScans(fetchImpl));
  const [auto, setAuto] = useState(readAutoScan);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<string>();

  const settle = async (id: string, action: 'confirm' | 'cancel') => {
    setBusy(id);
    setFailure(undefined);
    try {
      await settleScan(id, action, fetchImpl);
      setVersion((value) => value + 1);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  const error = failure ?? (scans.failed ? (scans.error as Error).message : undefined);

  return (
    <section aria-label="扫码确认">
      <Space wrap style={{ marginBottom: 12 }}>
        <Checkbox
          checked={auto}
          onChange={(event) => {
            setAutoScan(event.target.checked);
            setAuto(event.target.checked);
          }}
        >
          扫码自动确认（mock-scan=auto）
        </Checkbox>
        <Button onClick={() => setVersion((value) => value + 1)} disabled={scans.loading}>
          刷新
        </Button>
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {scans.data && scans.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有等待扫码的二维码" />
      ) : (
        <ul className="dev-panel__scans" aria-busy={scans.loading}>
          {(scans.data ?? []).map((scan) => (
            <li key={scan.id}>
              <Typography.Text strong>{scan.purpose}</Typography.Text>
              <Typography.Text copyable={{ text: scan.id }} type="secondary">
                {scan.id}
              </Typography.Text>
              <Space>
                <Button type="primary" size="small" loading={busy === scan.id} onClick={() => void settle(scan.id, 'confirm')}>
                  确认扫码
                </Button>
                <Button size="small" disabled={busy === scan.id} onClick={() => void settle(scan.id, 'cancel')}>
                  取消
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
