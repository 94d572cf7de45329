// A QR code to scan with a phone and the polling of its state (QR login, unit
// QR login, e-card login, face verification) through the shared poller:
// polls until a final state, stops on success, on leaving the page and after
// the code's lifetime, and offers a fresh code whenever it stopped.
import { QRCode, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { POLL_INTERVAL_MS } from '../../../config/app';
import { poll } from '../../../domain/face-scan/polling';

export interface IssuedCode {
  readonly id: string;
  readonly content: string;
  readonly expiresInSeconds: number;
}

/** What one state answer means: keep polling (with a caption), done with a result, or a final refusal. */
export type PollVerdict<Result> =
  | { readonly kind: 'continue'; readonly note?: string }
  | { readonly kind: 'done'; readonly result: Result }
  | { readonly kind: 'failed'; readonly reason: string };

type PanelStatus<Result> =
  | { readonly phase: 'issuing' }
  | { readonly phase: 'unavailable' }
  | { readonly phase: 'polling'; readonly note?: string }
  | { readonly phase: 'done'; readonly result: Result }
  | { readonly phase: 'failed'; readonly reason: string }
  | { readonly phase: 'expired' };

export interface QrPanelProps<Answer, Result> {
  /** Issues a new code; undefined when the call failed (already shown). */
  issue: () => Promise<IssuedCode | undefined>;
  /** One state query; undefined (call failed, already shown) just waits for the next round. */
  query: (id: string) => Promise<Answer | undefined>;
  judge: (answer: Answer) => PollVerdict<Result>;
  onDone: (result: Result, codeId: string) => void;
  /** What to scan it with, e.g. 江苏智慧人社 App. */
  scanWith: string;
}

export function QrPanel<Answer, Result>({ issue, query, judge, onDone, scanWith }: QrPanelProps<Answer, Result>) {
  const [code, setCode] = useState<IssuedCode>();
  const [status, setStatus] = useState<PanelStatus<Result>>({ phase: 'issuing' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ query, judge, onDone });
  useEffect(() => {
    latest.current = { query, judge, onDone };
  });

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      setStatus({ phase: 'issuing' });
      const issued = await issue();
      if (controller.signal.aborted) return;
      if (!issued) {
        setStatus({ phase: 'unavailable' });
        return;
      }
      setCode(issued);
      setStatus({ phase: 'polling' });
      const outcome = await poll({
        query: async () => {
          const answer = await latest.current.query(issued.id);
          return answer === undefined ? undefined : latest.current.judge(answer);
        },
        settled: (verdict) => verdict !== undefined && verdict.kind !== 'continue',
        onProgress: (verdict) => {
          if (verdict?.kind === 'continue') setStatus({ phase: 'polling', note: verdict.note });
        },
        intervalMs: POLL_INTERVAL_MS,
        timeoutMs: issued.expiresInSeconds * 1000,
        waitFirst: true,
        onQueryError: 'retry',
        signal: controller.signal,
      });
      if (outcome.kind === 'timeout') setStatus({ phase: 'expired' });
      if (outcome.kind !== 'settled' || !outcome.value) return;
      const verdict = outcome.value;
      if (verdict.kind === 'failed') setStatus({ phase: 'failed', reason: verdict.reason });
      if (verdict.kind === 'done') {
        setStatus({ phase: 'done', result: verdict.result });
        latest.current.onDone(verdict.result, issued.id);
      }
    };
    void run();
    return () => controller.abort();
  }, [issue, attempt]);

  const stopped = status.phase === 'expired' || status.phase === 'failed' || status.phase === 'unavailable';
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
        onRefresh={() => setAttempt((value) => value + 1)}
      />
      <Typography.Paragraph className="qr-panel__caption" role="status">
        {caption}
      </Typography.Paragraph>
    </div>
  );
}
