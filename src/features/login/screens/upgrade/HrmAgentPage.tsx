// /main/logon/hrm/agent: when the labour-market account's agent has left, the
// unit's legal representative proves who they are by face verification and
// names the new agent, whose phone becomes the account's phone (unit
// changeHrmAgent, with an SMS code sent to that phone).
import { BankOutlined } from '@ant-design/icons';
import { Button, Form, Input, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { useSubmission } from '../../../../components/useSubmission';
import { paths } from '../../../../config/paths';
import { NumberSmsCodeField } from '../../../../domain/sms/NumberSmsCodeField';
import { FaceVerifyPanel } from '../../components/FaceVerifyPanel';
import { WithCaptcha } from '../../components/WithCaptcha';
import { rules } from '../../logic/rules';
import { AccountReady, UNIT_LOGIN } from '../logon/AccountReady';
import { IdentityFields } from '../logon/IdentityFields';
import { LogonFrame, RefusalAlert } from '../logon/LogonFrame';
import '../../login.css';
import '../logon/logon.css';

interface LegalPerson {
  socialCreditCode: string;
  name: string;
  idCardNo: string;
}

interface AgentValues {
  agentName: string;
  agentIdCardNo: string;
  agentCellphone: string;
  smsCode: string;
}

export function HrmAgentPage() {
  const [legalPerson, setLegalPerson] = useState<LegalPerson>();
  const [faceSerial, setFaceSerial] = useState<string>();
  const [changed, setChanged] = useState(false);
  const step = changed ? 3 : faceSerial ? 2 : legalPerson ? 1 : 0;

  return (
    <LogonFrame title="人力资源市场经办人变更" extra={<Link to={paths.logon.hrmUser}>账号升级</Link>}>
      <Steps
        current={step}
        items={[{ title: '填写单位与法定代表人' }, { title: '法定代表人刷脸' }, { title: '新经办人信息' }, { title: '完成' }]}
      />
      {step === 0 && <LegalPersonForm onNext={setLegalPerson} />}
      {step === 1 && legalPerson && (
        <div className="logon-form">
          <Typography.Paragraph>
            请法定代表人{legalPerson.name}本人用手机扫描下方二维码完成人脸识别，识别通过后页面自动进入下一步。
          </Typography.Paragraph>
          <FaceVerifyPanel scene="changeHrmAgent" name={legalPerson.name} idCardNo={legalPerson.idCardNo} onPassed={setFaceSerial} />
          <Button type="link" block onClick={() => setLegalPerson(undefined)}>
            修改单位或法定代表人信息
          </Button>
        </div>
      )}
      {step === 2 && legalPerson && faceSerial && (
        <NewAgentForm socialCreditCode={legalPerson.socialCreditCode} faceSerial={faceSerial} onChanged={() => setChanged(true)} />
      )}
      {step === 3 && (
        <AccountReady
          title="经办人变更成功"
          detail="新经办人可使用统一社会信用代码、本人手机号和原账号密码登录；原经办人已无法再以本单位身份登录。"
          login={UNIT_LOGIN}
        />
      )}
    </LogonFrame>
  );
}

function LegalPersonForm({ onNext }: { onNext: (legalPerson: LegalPerson) => void }) {
  return (
    <Form
      name="hrm-agent-legal"
      layout="vertical"
      className="logon-form"
      onFinish={(values: LegalPerson) =>
        onNext({
          socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
          name: values.name.trim(),
          idCardNo: values.idCardNo.trim().toUpperCase(),
        })
      }
    >
      <Typography.Paragraph>原经办人无法登录或已离职时，由单位法定代表人本人刷脸确认后变更经办人。</Typography.Paragraph>
      <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
        <Input prefix={<BankOutlined />} maxLength={18} placeholder="18 位统一社会信用代码" />
      </Form.Item>
      <IdentityFields whose="法定代表人" />
      <Button type="primary" htmlType="submit" block size="large">
        下一步：刷脸核验
      </Button>
    </Form>
  );
}

function NewAgentForm({
  socialCreditCode,
  faceSerial,
  onChanged,
}: {
  socialCreditCode: string;
  faceSerial: string;
  onChanged: () => void;
}) {
  const { refusal, submitting: busy, run } = useSubmission();
  const change = async (values: AgentValues) => {
    const body = {
      socialCreditCode,
      faceSerial,
      agentName: values.agentName.trim(),
      agentIdCardNo: values.agentIdCardNo.trim().toUpperCase(),
      agentCellphone: values.agentCellphone.trim(),
      cellphoneCode: values.smsCode.trim(),
    };
    if (await run(api.unit.POST('/unitBase/changeHrmAgent', { body }), '经办人变更未成功，请核对信息后重试')) onChanged();
  };
  return (
    <WithCaptcha>
      {(requestTicket) => (
        <Form<AgentValues> name="hrm-agent-new" layout="vertical" className="logon-form" onFinish={(values) => void change(values)}>
          <Typography.Paragraph type="success">法定代表人身份已核验，请填写新经办人信息。</Typography.Paragraph>
          <Form.Item name="agentName" label="新经办人姓名" rules={rules.name}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="agentIdCardNo" label="新经办人公民身份号码" rules={rules.idCardNo}>
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item
            name="agentCellphone"
            label="新经办人手机号"
            rules={rules.cellphone}
            extra="变更后作为账号绑定手机，用于登录和接收通知"
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <NumberSmsCodeField scene="changeCellphone" requestTicket={requestTicket} cellphoneField="agentCellphone" />
          <RefusalAlert text={refusal} />
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            确认变更
          </Button>
          <Typography.Paragraph className="logon-form__foot">
            <Link to={UNIT_LOGIN}>返回单位登录</Link>
          </Typography.Paragraph>
        </Form>
      )}
    </WithCaptcha>
  );
}
