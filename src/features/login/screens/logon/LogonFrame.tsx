// The frame of the registration, recovery and appeal pages: one card under the
// portal header, and the server's answer to a submission shown inside it.
import { Alert } from 'antd';
import { type ReactNode } from 'react';
import { Panel } from '../../../../components/Panel';

export function LogonFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div className="logon-page portal-container">
      <Panel className="logon-card" title={title} headingLevel={1} extra={extra}>
        {children}
      </Panel>
    </div>
  );
}

/** The server's msg for a submission it refused; the form above keeps what was typed. */
export function RefusalAlert({ text }: { text: string | undefined }) {
  return text ? <Alert className="logon-refusal" type="error" showIcon role="alert" title={text} /> : null;
}
