// A save of a unit or institution form or dialog: the busy flag, and the
// server's reason when it refuses, shown above the fields while everything
// typed stays in place.
import { Alert } from 'antd';
import { useState, type ReactNode } from 'react';
import { messageToShow } from '../apiAnswer';

export interface Save {
  saving: boolean;
  /** Runs the call; `onDone` follows a success, a refusal is kept for `alert`. */
  run: (call: () => Promise<unknown>, onDone: () => void) => Promise<void>;
  alert: ReactNode;
}

export function useSave(fallback = '提交未完成，请稍后重试'): Save {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const run = async (call: () => Promise<unknown>, onDone: () => void) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await call();
      onDone();
    } catch (error) {
      setRefusal(messageToShow(error) ?? fallback);
    } finally {
      setSaving(false);
    }
  };
  const alert = refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null;
  return { saving, run, alert };
}
