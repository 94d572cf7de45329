// The progress of the latest social-security card application, with a change
// of how the card is collected while that is still possible.
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Select, Steps, Tag } from 'antd';
import { useState } from 'react';
import { api, serverMessageText } from '../../../../../api';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { answerOf, envelopeOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { mobileRules, personNameRules } from '../../../../../components/centre/formRules';
import { PAIRS_PER_ROW } from '../../../../../components/descriptions';
import { useFeedback } from '../../../../../components/feedback';
import { StatusResult } from '../../../../../components/StatusResult';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { useSubmission } from '../../../../../components/useSubmission';
import { AreaCascader } from '../../../../../domain/area/AreaCascader';
import { labelOf } from '../shared/format';
import { cardState } from './card-state';
import { useLastApplication, type Application, type Schemas } from './useLastApplication';

type GetCardWay = Schemas['SscGetCardWay'];
type GetCardChange = Schemas['SscGetCardUpdateRequest'];

interface GetCardValues {
  getCardWay: GetCardWay;
  hallArea?: string[];
  outletCode?: string;
  receiverName?: string;
  receiverPhone?: string;
  mailArea?: string[];
  mailAddress?: string;
}

function OutletSelect({
  id,
  areaCode,
  value,
  onChange,
}: {
  /** The form item's id: its label names the select. */
  id?: string;
  areaCode: string | undefined;
  value?: string;
  onChange?: (code: string) => void;
}) {
  const halls = useAsyncData(areaCode ? `halls:${areaCode}` : null, () =>
    answerOf(api.businessCenter.POST('/query/serviceHalls', { body: { areaCode: areaCode ?? '', pageNum: 1, pageSize: 50 } })),
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={halls.loading}
      disabled={!areaCode}
      placeholder={areaCode ? '请选择领卡网点' : '请先选择网点所在地区'}
      options={halls.data?.list.map((hall) => ({ value: hall.hallId, label: `${hall.hallName}（${hall.address}）` }))}
    />
  );
}

function GetCardDialog({
  application,
  onClose,
  onChanged,
}: {
  application: Application;
  onClose: () => void;
  onChanged: (msg: string) => void;
}) {
  const [form] = Form.useForm<GetCardValues>();
  const way = Form.useWatch('getCardWay', form);
  const hallArea = Form.useWatch('hallArea', form);
  const { submitting: saving, refusal, submit } = useSubmission();

  const save = async (values: GetCardValues) => {
    if (!application.applicationId) return;
    const body: GetCardChange =
      values.getCardWay === '1'
        ? { applicationId: application.applicationId, getCardWay: '1', outletCode: values.outletCode }
        : {
            applicationId: application.applicationId,
            getCardWay: '2',
            receiverName: values.receiverName?.trim(),
            receiverPhone: values.receiverPhone?.trim(),
            mailAreaCode: values.mailArea?.at(-1),
            mailAddress: values.mailAddress?.trim(),
          };
    await submit(async () => {
      const { msg } = await envelopeOf(api.businessCenter.POST('/ssc/updateGetCard', { body }));
      onChanged(serverMessageText(msg, '领卡方式已修改'));
    }, '领卡方式未能修改，请稍后重试');
  };

  return (
    <Modal
      open
      title="修改领卡方式"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ getCardWay: application.getCardWay ?? '1' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="getCardWay" label="领卡方式">
          <Radio.Group options={Object.entries(ENUM_LABELS.SscGetCardWay).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {way === '1' ? (
          <>
            <Form.Item name="hallArea" label="网点所在地区" rules={[{ required: true, message: '请选择网点所在地区' }]}>
              <AreaCascader optional />
            </Form.Item>
            <Form.Item name="outletCode" label="领卡网点" rules={[{ required: true, message: '请选择领卡网点' }]}>
              <OutletSelect areaCode={hallArea?.at(-1)} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="receiverName" label="收件人" rules={personNameRules}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="receiverPhone" label="手机号码" rules={mobileRules}>
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
            <Form.Item name="mailArea" label="收件地区" rules={[{ required: true, message: '请选择收件地区' }]}>
              <AreaCascader optional />
            </Form.Item>
            <Form.Item
              name="mailAddress"
              label="详细地址"
              rules={[
                { required: true, message: '请填写详细地址' },
                { min: 5, max: 100, message: '详细地址为 5 至 100 个字' },
              ]}
            >
              <Input.TextArea rows={2} maxLength={100} placeholder="街道、门牌号、楼栋与房间号" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

export function CardApplicationScreen() {
  const { message } = useFeedback();
  const application = useLastApplication();
  const [changing, setChanging] = useState(false);
  const stateLabels = ENUM_LABELS['SscProgressStep.state'];
  return (
    <AsyncView state={application}>
      {(data) =>
        !data.hasApplication ? (
          <StatusResult status="info" title="暂无社会保障卡申领记录" subTitle="首次申领、补领或换领社会保障卡后，可在此查看办理进度。" />
        ) : (
          <>
            <Descriptions
              bordered
              size="small"
              column={PAIRS_PER_ROW}
              className="benefit-intro"
              items={[
                ...(data.card
                  ? [
                      {
                        key: 'card',
                        label: '在用卡片',
                        span: 'filled' as const,
                        children: (
                          <>
                            {data.card.cardNoMasked}{' '}
                            <Tag color={cardState(data.card, undefined).colour}>
                              {labelOf(ENUM_LABELS['SscCard.status'], data.card.status)}
                            </Tag>
                          </>
                        ),
                      },
                    ]
                  : []),
                { key: 'id', label: '申领编号', children: data.applicationId },
                {
                  key: 'type',
                  label: '申领类型',
                  children: labelOf(ENUM_LABELS['SscLastApplicationResponse.map.applyType'], data.applyType),
                },
                { key: 'time', label: '申领时间', children: data.applyTime },
                {
                  key: 'state',
                  label: '当前状态',
                  children: <Tag color={data.state === '90' ? 'red' : 'blue'}>{labelOf(stateLabels, data.state)}</Tag>,
                },
                { key: 'bank', label: '合作银行', children: data.bankName ?? '—' },
                { key: 'way', label: '领卡方式', children: labelOf(ENUM_LABELS.SscGetCardWay, data.getCardWay) },
                data.getCardWay === '2'
                  ? {
                      key: 'where',
                      label: '邮寄至',
                      span: 'filled' as const,
                      children: `${data.receiverName ?? ''} ${data.receiverPhoneMasked ?? ''} ${data.mailAddress ?? ''}`,
                    }
                  : {
                      key: 'where',
                      label: '领卡网点',
                      span: 'filled' as const,
                      children: (
                        <>
                          <EnvironmentOutlined /> {data.outletName ?? '—'}（{data.outletAddress ?? '—'}）
                        </>
                      ),
                    },
              ]}
            />
            <Steps
              className="benefit-intro"
              orientation="vertical"
              size="small"
              current={(data.progress?.length ?? 1) - 1}
              status={data.state === '90' ? 'error' : 'process'}
              items={(data.progress ?? []).map((step) => ({
                title: labelOf(stateLabels, step.state),
                description: [step.time, step.remark].filter(Boolean).join('\u3000'),
              }))}
            />
            {data.canUpdateGetCard && (
              <Button type="primary" onClick={() => setChanging(true)}>
                修改领卡方式
              </Button>
            )}
            {changing && (
              <GetCardDialog
                application={data}
                onClose={() => setChanging(false)}
                onChanged={(msg) => {
                  setChanging(false);
                  void message.success(msg);
                  application.reload();
                }}
              />
            )}
          </>
        )
      }
    </AsyncView>
  );
}
