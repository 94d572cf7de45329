// Waits for an adult member to confirm a binding on their phone: polls
// extend/checkUserFamilyType (no loading indicator, x-polling) until the state
// is no longer "waiting" or the waiting time is over.
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { poll } from '../../../../domain/face-scan/polling';
import { bindOutcomeText, FAMILY_POLL_INTERVAL_MS, FAMILY_POLL_LIMIT_MS, type FamilyBindState } from './familyState';

export interface PendingBinding {
  bindId: string;
  name: string;
}

type Wait = { phase: 'waiting' } | { phase: 'settled'; state: FamilyBindState } | { phase: 'stopped'; text: string };

export function FamilyConfirmation({ binding, onClose }: { binding: PendingBinding; onClose: () => void }) {
  const [wait, setWait] = useState<Wait>({ phase: 'waiting' });
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const controller = new AbortController();
    void poll({
      query: () => answerOf(api.person.POST('/extend/checkUserFamilyType', { body: { bindId: binding.bindId } })),
      settled: (answer) => answer.state !== 'waiting',
      intervalMs: FAMILY_POLL_INTERVAL_MS,
      timeoutMs: FAMILY_POLL_LIMIT_MS,
      signal: controller.signal,
    }).then((outcome) => {
      if (outcome.kind === 'settled') setWait({ phase: 'settled', state: outcome.value.state });
      if (outcome.kind === 'timeout')
        setWait({ phase: 'stopped', text: '成员暂未确认。确认结果会显示在家庭成员列表中，您可稍后刷新查看。' });
      if (outcome.kind === 'failed') setWait({ phase: 'stopped', text: '确认状态暂时无法查询，请稍后在列表中刷新查看。' });
    });
    return () => controller.abort();
  }, [binding.bindId]);

  return (
    <Modal
      open
      title="等待家庭成员确认"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {wait.phase === 'waiting' ? '稍后查看' : '知道了'}
        </Button>
      }
    >
      {wait.phase === 'waiting' && (
        <div role="status" style={{ textAlign: 'center', padding: '16px 0' }}>
          <Spin />
          <Typography.Paragraph style={{ marginTop: 12 }}>{bindOutcomeText('waiting', binding.name)}</Typography.Paragraph>
          <Typography.Text type="secondary">成员在手机短信中确认后，本页会自动更新。</Typography.Text>
        </div>
      )}
      {wait.phase === 'settled' && (
        <Alert type={wait.state === 'confirmed' ? 'success' : 'warning'} showIcon title={bindOutcomeText(wait.state, binding.name)} />
      )}
      {wait.phase === 'stopped' && <Alert type="info" showIcon title={wait.text} />}
    </Modal>
  );
}
