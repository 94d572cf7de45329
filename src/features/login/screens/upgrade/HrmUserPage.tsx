// /main/logon/HrmUser: a unit registered on the labour-market platform (source
// HRM) upgrades its account to a portal unit account (unit upgradeHrmUser),
// proving control of the account with a code sent to its phone on record
// (unit sendHrmUserCode).
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import type { CaptchaTicket } from '../../../../components/slider-captcha/ticket';
import { useSubmission } from '../../../../components/useSubmission';
import { paths } from '../../../../config/paths';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../../domain/sms/useSmsSender';
import { WithCaptcha } from '../../components/WithCaptcha';
import { rules } from '../../logic/rules';
import { AccountReady, UNIT_LOGIN } from '../logon/AccountReady';
import { AgreementCheck } from '../logon/AgreementCheck';
import { LogonFrame, RefusalAlert } from '../logon/LogonFrame';
import '../../login.css';
import '../logon/logon.css';

interface HrmUpgradeValues {
  hrmAccount: string;
  socialCreditCode: string;
  smsCode: string;
}

const HRM_ACCOUNT_RULES = [
  { required: true, whitespace: true, message: '请输入人力资源市场登录账号' },
  { pattern: /^[A-Za-z0-9_]{4,32}$/, message: '账号为 4–32 位字母、数字或下划线' },
];

export function HrmUserPage() {
  const { refusal, submitting: busy, run } = useSubmission();
  const [upgradedName, setUpgradedName] = useState<string>();

  const upgrade = async (values: HrmUpgradeValues) => {
    const map = await run(
      api.unit.POST('/unitBase/upgradeHrmUser', {
        body: {
          hrmAccount: values.hrmAccount.trim(),
          socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
          cellphoneCode: values.smsCode.trim(),
          agreement: true,
        },
      }),
      '升级未成功，请核对账号信息后重试',
    );
    if (map) setUpgradedName(map.unitName);
  };

  return (
    <LogonFrame title="人社部平台用户升级" extra={<Link to={UNIT_LOGIN}>已有单位账号？去登录</Link>}>
      {upgradedName ? (
        <AccountReady
          title="账号升级成功"
          detail={`${upgradedName}已升级为网上服务平台单位账号，原密码不变。登录后请先完成单位身份认证，即可办理社保等单位业务。`}
          login={UNIT_LOGIN}
        />
      ) : (
        <WithCaptcha>
          {(requestTicket) => <HrmUpgradeForm requestTicket={requestTicket} onSubmit={upgrade} busy={busy} refusal={refusal} />}
        </WithCaptcha>
      )}
    </LogonFrame>
  );
}

interface HrmUpgradeFormProps {
  requestTicket: () => Promise<CaptchaTicket | undefined>;
  onSubmit: (values: HrmUpgradeValues) => Promise<void>;
  busy: boolean;
  refusal: string | undefined;
}

function HrmUpgradeForm({ requestTicket, onSubmit, busy, refusal }: HrmUpgradeFormProps) {
  const [form] = Form.useForm<HrmUpgradeValues>();
  const sms = useSmsSender({ requestTicket });
  const send = async () => {
    let values: HrmUpgradeValues;
    try {
      values = await form.validateFields(['hrmAccount', 'socialCreditCode']);
    } catch {
      return undefined;
    }
    const account = { hrmAccount: values.hrmAccount.trim(), socialCreditCode: values.socialCreditCode.trim().toUpperCase() };
    return sms.withTicket((ticket) => api.unit.POST('/unitBase/sendHrmUserCode', { body: { ...account, ...ticket } }));
  };
  return (
    <Form form={form} name="hrm-upgrade" layout="vertical" className="logon-form" onFinish={(values) => void onSubmit(values)}>
      <Alert
        type="info"
        showIcon
        className="logon-refusal"
        title="在人力资源市场（含人社部平台招聘服务）注册的单位，升级后可用同一账号办理社保、就业等单位业务。"
      />
      <Form.Item name="hrmAccount" label="人力资源市场登录账号" rules={HRM_ACCOUNT_RULES}>
        <Input prefix={<UserOutlined />} maxLength={32} autoComplete="username" />
      </Form.Item>
      <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
        <Input prefix={<BankOutlined />} maxLength={18} placeholder="18 位统一社会信用代码" />
      </Form.Item>
      <SmsCodeField send={send} label="账号绑定手机的验证码" />
      <AgreementCheck agreement={{ path: paths.agreements.unityhxyHRM, title: '人力资源市场单位用户服务协议' }} />
      <RefusalAlert text={refusal} />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        升级账号
      </Button>
      <Typography.Paragraph className="logon-form__foot">
        原经办人已离职、手机无法接收验证码？<Link to={paths.logon.hrmAgent}>变更经办人</Link>
      </Typography.Paragraph>
    </Form>
  );
}
