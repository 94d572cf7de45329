// /unitcenter/checkPhone: the unit's social-insurance contact proves the phone
// number the bureau will use (slider puzzle, sms/sendCode, sms/validateCode);
// the verified number goes on to the confirmation page.
import { Alert, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { useSubmission } from '../../../components/useSubmission';
import { SmsCodeField } from '../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../domain/sms/useSmsSender';
import { mobileProblem } from '../common/phone';
import { FLOWS, type IdentityPassed } from '../verify/flow';
import { FlowPage } from '../verify/FlowGate';

const SCENE = 'baseInfoAuth';

interface PhoneForm {
  contactPhone: string;
  smsCode: string;
}

export function UnitCheckPhoneScreen() {
  const navigate = useNavigate();
  const [form] = Form.useForm<PhoneForm>();
  const phone = Form.useWatch('contactPhone', form);
  const sms = useSmsSender();
  const { submitting, refusal, submit } = useSubmission();

  const check = ({ contactPhone, smsCode }: PhoneForm) =>
    submit(async () => {
      await answerOf(api.person.POST('/sms/validateCode', { body: { cellphone: contactPhone, smsCode, scene: SCENE } }));
      const passed: IdentityPassed = { contactPhone };
      navigate(FLOWS.unit.confirm, { state: passed });
    });

  return (
    <FlowPage subject="unit" title="联系人手机号验证" step={1}>
      <Form
        form={form}
        layout="vertical"
        aria-label="联系人手机号验证"
        style={{ maxWidth: 460, margin: '0 auto' }}
        onFinish={(values) => void check(values)}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="请填写单位社保联系人的手机号码，经短信验证后作为经办机构联系单位的号码。"
        />
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
        <Form.Item
          name="contactPhone"
          label="联系人手机号码"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = mobileProblem(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder="11 位手机号码" />
        </Form.Item>
        <SmsCodeField disabled={mobileProblem(phone) !== undefined} send={() => sms.toNumber(phone, SCENE)} />
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          下一步
        </Button>
      </Form>
      {sms.dialog}
    </FlowPage>
  );
}
