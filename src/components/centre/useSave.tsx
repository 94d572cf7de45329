// A save of a unit or institution form or dialog: the busy flag, and the
// server's reason when it refuses, shown above the fields while everything
// typed stays in place; when the call itself failed (timeout, 5xx, a gateway's
// 502/503 page, no connection), what happened with 重试 (useSubmission, SubmitFailed).
import { Alert } from 'antd';
import { useRef, type ReactNode } from 'react';
import { SubmitFailed } from '../SubmitFailed';
import { useSubmission } from '../useSubmission';

export interface Save {
  saving: boolean;
  /** Runs the call; `onDone` follows a success, a refusal is kept for `alert`. */
  run: (call: () => Promise<unknown>, onDone: () => void) => Promise<void>;
  alert: ReactNode;
}

export function useSave(fallback = '提交未完成，请稍后重试'): Save {
  const { submitting, refusal, failure, submit } = useSubmission();
  const last = useRef<() => Promise<void>>(undefined);
  const run = async (call: () => Promise<unknown>, onDone: () => void) => {
    const attempt = async () => {
      if (await submit(async () => void (await call()), fallback)) onDone();
    };
    last.current = attempt;
    await attempt();
  };
  const alert = (
    <>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <SubmitFailed reason={failure} onRetry={() => void last.current?.()} retrying={submitting} />
    </>
  );
  return { saving: submitting, run, alert };
}
