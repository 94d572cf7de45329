// The social-security card of a logged-in person: its status (the `card` of
// ssc/getLastApplicationInfo), reporting it lost and removing a temporary loss
// where the status allows (each confirmed, then checked by face when the
// server asks for it).
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../../api';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { PAIRS_PER_ROW } from '../../../../../components/descriptions';
import { useFeedback } from '../../../../../components/feedback';
import { Panel } from '../../../../../components/Panel';
import { useSubmission } from '../../../../../components/useSubmission';
import { useFaceCheck } from '../shared/face';
import { labelOf } from '../shared/format';
import { cardState, type CardEvent } from './card-state';
import { useLastApplication, type Application, type Schemas } from './useLastApplication';

type LossRequest = Schemas['SscReportLossRequest'];

function CardSummary({ application, event }: { application: Application; event: CardEvent | undefined }) {
  const state = cardState(application.card, event);
  const cardNo = event?.result.cardNoMasked ?? application.card?.cardNoMasked;
  return (
    <Descriptions
      bordered
      size="small"
      column={PAIRS_PER_ROW}
      className="benefit-intro"
      items={[
        { key: 'state', label: '卡片状态', children: <Tag color={state.colour}>{state.text}</Tag>, span: 'filled' },
        ...(cardNo ? [{ key: 'no', label: '社会保障卡号', children: cardNo }] : []),
        { key: 'bank', label: '合作银行', children: application.card?.bankName ?? application.bankName ?? '—' },
        {
          key: 'apply',
          label: '最近申领',
          children: application.hasApplication
            ? `${labelOf(ENUM_LABELS['SscLastApplicationResponse.map.applyType'], application.applyType)}（${labelOf(ENUM_LABELS['SscLastApplicationResponse.map.state'], application.state)}）`
            : '无申领记录',
        },
      ]}
    />
  );
}

const LOSS_TYPES = Object.entries(ENUM_LABELS['SscReportLossRequest.lossType']).map(([value, label]) => ({ value, label }));
const LOSS_REASONS = Object.entries(ENUM_LABELS['SscReportLossRequest.reason']).map(([value, label]) => ({ value, label }));

export function CardLossScreen() {
  const { modal } = useFeedback();
  const application = useLastApplication();
  const face = useFaceCheck();
  const [form] = Form.useForm<LossRequest>();
  const [event, setEvent] = useState<CardEvent>();
  const { submitting, refusal, submit } = useSubmission();
  /** Which of the two buttons the running submission belongs to. */
  const [action, setAction] = useState<'report' | 'remove'>();
  const busy = submitting ? action : undefined;
  // Until the status is known (or when it cannot be read) the server still decides.
  const actions = application.data ? cardState(application.data.card, event) : { canReport: true, canRemove: true };

  /** Confirmation, then the face check, then the call; the card state is read again afterwards. */
  const run = (which: 'report' | 'remove', call: (faceSerialNo?: string) => Promise<CardEvent>) => {
    setAction(which);
    return submit(async () => {
      const check = await face.ensure(which === 'report' ? 'SSC_REPORT_LOSS' : 'SSC_REMOVE_LOSS');
      if (!check.passed) return;
      setEvent(await call(check.faceSerialNo));
      application.reload();
    }, '办理未成功，请稍后重试');
  };

  const report = (values: LossRequest) => {
    const lossLabel = labelOf(ENUM_LABELS['SscReportLossRequest.lossType'], values.lossType);
    modal.confirm({
      title: `确认${lossLabel}社会保障卡？`,
      content:
        values.lossType === '2'
          ? '正式挂失后卡片将永久停用，社保与金融功能同时冻结，须申请补领新卡，不能解挂。'
          : '临时挂失 5 日内有效，期间卡内社保与金融功能同时冻结，到期自动解除，也可随时解挂。',
      okText: '确认挂失',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        void run('report', async (faceSerialNo) => {
          const body: LossRequest = {
            lossType: values.lossType,
            reason: values.reason,
            ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
            ...(faceSerialNo ? { faceSerialNo } : {}),
          };
          const result = await answerOf(api.businessCenter.POST('/ssc/reportLoss', { body }));
          return { kind: 'reported', result };
        }),
    });
  };

  const remove = () => {
    modal.confirm({
      title: '确认解除社会保障卡挂失？',
      content: '解挂后卡片恢复社保与金融功能。只有临时挂失可以解挂，正式挂失须补领新卡。',
      okText: '确认解挂',
      cancelText: '取消',
      onOk: () =>
        void run('remove', async (faceSerialNo) => {
          const result = await answerOf(api.businessCenter.POST('/ssc/removeLoss', { body: faceSerialNo ? { faceSerialNo } : {} }));
          return { kind: 'removed', result };
        }),
    });
  };

  return (
    <>
      <AsyncView state={application}>{(data) => <CardSummary application={data} event={event} />}</AsyncView>
      {event && (
        <Alert
          type="success"
          showIcon
          className="benefit-intro"
          title={event.kind === 'reported' ? '挂失成功' : '解挂成功'}
          description={
            event.kind === 'reported'
              ? `卡号 ${event.result.cardNoMasked}（${event.result.bankName}）已于 ${event.result.lossTime} ${labelOf(ENUM_LABELS['SscReportLossResponse.map.lossType'], event.result.lossType)}。`
              : `卡号 ${event.result.cardNoMasked} 已于 ${event.result.removeTime} 解除挂失。`
          }
        />
      )}
      {refusal && <Alert type="error" showIcon className="benefit-intro" title={refusal} />}
      <Space align="start" wrap size={16} style={{ width: '100%' }}>
        <Panel
          title={
            <>
              <LockOutlined /> 挂失
            </>
          }
          style={{ width: 520 }}
        >
          <Form form={form} layout="vertical" initialValues={{ lossType: '1', reason: '1' }} onFinish={report}>
            <Form.Item name="lossType" label="挂失类型" rules={[{ required: true, message: '请选择挂失类型' }]}>
              <Radio.Group options={LOSS_TYPES} />
            </Form.Item>
            <Form.Item name="reason" label="挂失原因" rules={[{ required: true, message: '请选择挂失原因' }]}>
              <Select options={LOSS_REASONS} />
            </Form.Item>
            <Form.Item name="remark" label="补充说明" rules={[{ max: 100, message: '补充说明不能超过 100 个字' }]}>
              <Input.TextArea rows={2} maxLength={100} showCount placeholder="选填，如遗失地点" />
            </Form.Item>
            <Button type="primary" danger htmlType="submit" loading={busy === 'report'} disabled={busy === 'remove' || !actions.canReport}>
              办理挂失
            </Button>
          </Form>
        </Panel>
        <Panel
          title={
            <>
              <UnlockOutlined /> 解挂
            </>
          }
          style={{ width: 420 }}
        >
          <Typography.Paragraph type="secondary">找回卡片后，可解除临时挂失，恢复卡片的社保与金融功能。</Typography.Paragraph>
          <Button type="primary" onClick={remove} loading={busy === 'remove'} disabled={busy === 'report' || !actions.canRemove}>
            解除挂失
          </Button>
        </Panel>
      </Space>
      {face.dialog}
    </>
  );
}
