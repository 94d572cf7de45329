// The frame of the registration, recovery and appeal pages: one card under the
// portal header, and the server's answer to a submission shown inside it.
import { Alert } from 'antd';
import { useState, type ReactNode } from 'react';
import { serverMessageText, isSuccess, type Envelope } from '../../../../api';
import { Panel } from '../../../../components/Panel';

export function LogonFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div className="logon-page portal-container">
      <Panel className="logon-card" title={title} extra={extra}>
        {children}
      </Panel>
    </div>
  );
}

/** The server's msg for a submission it refused; the form above keeps what was typed. */
export function RefusalAlert({ text }: { text: string | undefined }) {
  return text ? <Alert className="logon-refusal" type="error" showIcon role="alert" title={text} /> : null;
}

/**
 * Runs a submission and reports a refusal: resolves the answer's map on success,
 * undefined otherwise (transport errors were shown by the client, a business
 * refusal goes to `refuse`).
 */
export async function submitted<Map>(
  call: Promise<{ data?: Envelope<Map> }>,
  refuse: (text: string | undefined) => void,
  fallback = '提交未成功，请核对填写的信息后重试',
): Promise<Map | undefined> {
  refuse(undefined);
  const { data } = await call;
  if (!data) return undefined;
  if (isSuccess(data)) return data.map;
  refuse(serverMessageText(data.msg, fallback));
  return undefined;
}

/** A form's submission state: busy while the call runs, and the refusal to show. */
export function useSubmission() {
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async <Map,>(call: Promise<{ data?: Envelope<Map> }>, fallback?: string): Promise<Map | undefined> => {
    setBusy(true);
    try {
      return await submitted(call, setRefusal, fallback);
    } finally {
      setBusy(false);
    }
  };
  return { refusal, busy, run };
}
