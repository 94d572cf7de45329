// A QR code to scan with a phone and the polling of its state (QR login, unit
// QR login, e-card login, face verification): polls until a final state,
// stops on success, on leaving the page and after the code's lifetime, and
// offers a fresh code whenever it stopped.
import { QRCode, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { POLL_INTERVAL_MS } from '../../../config/app';
import { startPolling, type PollStatus, type PollVerdict, type Poller } from '../logic/polling';

export interface IssuedCode {
  readonly id: string;
  readonly content: string;
  readonly expiresInSeconds: number;
}

export interface QrPanelProps<Answer, Result> {
  /** Issues a new code; undefined when the call failed (already shown). */
  issue: () => Promise<IssuedCode | undefined>;
  query: (id: string) => Promise<Answer | undefined>;
  judge: (answer: Answer) => PollVerdict<Result>;
  onDone: (result: Result, codeId: string) => void;
  /** What to scan it with, e.g. 江苏智慧人社 App. */
  scanWith: string;
  intervalMs?: number;
}

export function QrPanel<Answer, Result>({
  issue,
  query,
  judge,
  onDone,
  scanWith,
  intervalMs = POLL_INTERVAL_MS,
}: QrPanelProps<Answer, Result>) {
  const [code, setCode] = useState<IssuedCode>();
  const [status, setStatus] = useState<PollStatus<Result> | { phase: 'issuing' } | { phase: 'unavailable' }>({ phase: 'issuing' });
  const poller = useRef<Poller | undefined>(undefined);
  const latest = useRef({ query, judge, onDone });
  useEffect(() => {
    latest.current = { query, judge, onDone };
  });

  const begin = useCallback(
    (issued: IssuedCode | undefined) => {
      if (!issued) {
        setStatus({ phase: 'unavailable' });
        return;
      }
      setCode(issued);
      poller.current = startPolling<Answer, Result>({
        query: () => latest.current.query(issued.id),
        judge: (answer) => latest.current.judge(answer),
        intervalMs,
        limitMs: issued.expiresInSeconds * 1000,
        onChange: (next) => {
          setStatus(next);
          if (next.phase === 'done') latest.current.onDone(next.result, issued.id);
        },
      });
    },
    [intervalMs],
  );

  useEffect(() => {
    let shown = true;
    void issue().then((issued) => shown && begin(issued));
    return () => {
      shown = false;
      poller.current?.stop();
    };
  }, [issue, begin]);

  const refresh = () => {
    poller.current?.stop();
    setStatus({ phase: 'issuing' });
    void issue().then(begin);
  };

  const stopped = status.phase === 'expired' || status.phase === 'failed' || status.phase === 'unavailable' || status.phase === 'stopped';
  const caption =
    status.phase === 'issuing'
      ? '正在生成二维码…'
      : status.phase === 'polling'
        ? (status.note ?? `请使用${scanWith}扫描二维码`)
        : status.phase === 'done'
          ? '已确认，正在登录…'
          : status.phase === 'failed'
            ? status.reason
            : status.phase === 'unavailable'
              ? '二维码生成失败，请点击刷新'
              : '二维码已失效，请点击刷新';

  return (
    <div className="qr-panel">
      <QRCode
        value={code?.content ?? '-'}
        size={176}
        aria-label="电子社保卡登录二维码"
        status={status.phase === 'issuing' ? 'loading' : stopped ? 'expired' : status.phase === 'done' ? 'scanned' : 'active'}
        onRefresh={refresh}
      />
      <Typography.Paragraph className="qr-panel__caption" role="status">
        {caption}
      </Typography.Paragraph>
    </div>
  );
}
