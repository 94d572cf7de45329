// The "add a family member" form (extend/bindUserFamily, request encrypted):
// relationship from the basic relationship dictionary, name, resident ID
// number with its check digit, mobile number. A failed call keeps the form.
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { api, serverMessageText } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { envelopeOf, messageToShow } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { useDictionary } from '../../../../domain/dictionary/useDictionary';
import { mobileRules, personNameRules, residentIdRules, validValues } from '../shared/validation';

type BindRequest = components['schemas']['FamilyBindRequest'];
type BindAnswer = components['schemas']['FamilyBindStateResponse']['map'];

export function BindFamilyDialog({ onBound, onCancel }: { onBound: (answer: BindAnswer, name: string) => void; onCancel: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<BindRequest>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const relationships = useDictionary('relationship');

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const body = { ...values, name: values.name.trim(), idCardNo: values.idCardNo.toUpperCase() };
    setSubmitting(true);
    setRefusal(undefined);
    try {
      const answer = await envelopeOf(api.person.POST('/extend/bindUserFamily', { body }));
      void message.success(serverMessageText(answer.msg, '绑定申请已提交'));
      onBound(answer.map, body.name);
    } catch (error) {
      setRefusal(messageToShow(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title="添加家庭成员"
      okText="提交绑定"
      onOk={() => void submit()}
      confirmLoading={submitting}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="未满 18 周岁的子女由您作为监护人直接绑定；成年成员会收到确认短信，须在 72 小时内确认。"
      />
      <Form form={form} layout="vertical" requiredMark aria-label="添加家庭成员">
        <Form.Item name="relationship" label="与本人关系" rules={[{ required: true, message: '请选择与本人关系' }]}>
          <Select
            placeholder="请选择"
            loading={relationships.loading}
            options={relationships.data}
            notFoundContent={relationships.failed ? '关系列表加载失败，请关闭后重试' : undefined}
          />
        </Form.Item>
        <Form.Item name="name" label="成员姓名" rules={personNameRules}>
          <Input placeholder="与身份证件一致" maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="idCardNo" label="公民身份号码" rules={residentIdRules}>
          <Input placeholder="18 位公民身份号码" maxLength={18} autoComplete="off" />
        </Form.Item>
        <Form.Item name="cellphone" label="成员手机号码" rules={mobileRules}>
          <Input placeholder="用于接收确认短信" maxLength={11} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Modal>
  );
}
