// /main/logon/register: person registration (person base/register), then
// /main/logon/rsuccess.
import { Button, Form, Input, Space } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../../../api';
import { StatusResult } from '../../../../components/StatusResult';
import { SubmitFailed } from '../../../../components/SubmitFailed';
import { useKeptForm } from '../../../../components/useKeptForm';
import { useSubmission } from '../../../../components/useSubmission';
import { MAIN_URL } from '../../../../config/app';
import { paths } from '../../../../config/paths';
import { NumberSmsCodeField } from '../../../../domain/sms/NumberSmsCodeField';
import { WithCaptcha } from '../../components/WithCaptcha';
import { rules } from '../../logic/rules';
import { AgreementCheck } from './AgreementCheck';
import { LogonFrame, RefusalAlert } from './LogonFrame';
import { NewPasswordFields } from './NewPasswordFields';
import '../../login.css';
import './logon.css';

interface RegisterValues {
  name: string;
  idCardNo: string;
  cellphone: string;
  smsCode: string;
  password: string;
  agreement: boolean;
}

const AUTH_LEVELS: Record<number, string> = { 1: '注册用户', 2: '实名用户', 3: '实人用户', 4: '高级用户' };

export function RegisterPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  // A draft across a reload or a step back (never the password or the SMS code).
  const kept = useKeptForm(form, { name: 'register', draft: true });
  const { refusal, failure, submitting: busy, run } = useSubmission();

  const register = async (values: RegisterValues) => {
    const map = await run(
      api.person.POST('/base/register', {
        body: {
          name: values.name.trim(),
          idCardNo: values.idCardNo.trim().toUpperCase(),
          cellphone: values.cellphone.trim(),
          smsCode: values.smsCode.trim(),
          password: values.password,
          agreementAccepted: true,
        },
      }),
      '注册未成功，请核对填写的信息后重试',
    );
    if (!map) return;
    kept.clear();
    navigate(paths.logon.rsuccess, { state: { authLevel: map.authLevel } });
  };

  return (
    <LogonFrame title="个人用户注册" extra={<Link to={paths.login.login}>已有账号？去登录</Link>}>
      <WithCaptcha>
        {(requestTicket) => (
          <Form<RegisterValues>
            form={form}
            name="register"
            layout="vertical"
            requiredMark
            className="logon-form"
            onValuesChange={kept.onValuesChange}
            onFinish={(values) => void register(values)}
          >
            <Form.Item name="name" label="姓名" rules={rules.name}>
              <Input placeholder="与居民身份证一致" maxLength={50} autoComplete="name" />
            </Form.Item>
            <Form.Item name="idCardNo" label="公民身份号码" rules={rules.idCardNo}>
              <Input placeholder="18 位居民身份证号码" maxLength={18} />
            </Form.Item>
            <Form.Item name="cellphone" label="手机号码" rules={rules.cellphone}>
              <Input placeholder="用于登录和接收通知" maxLength={11} inputMode="numeric" autoComplete="tel" />
            </Form.Item>
            <NumberSmsCodeField scene="register" requestTicket={requestTicket} />
            <NewPasswordFields />
            <AgreementCheck agreement={{ path: paths.agreements.personyhxy, title: '个人用户服务协议' }} />
            <RefusalAlert text={refusal} />
            <SubmitFailed reason={failure} onRetry={() => form.submit()} retrying={busy} />
            <Button type="primary" htmlType="submit" block size="large" loading={busy}>
              注 册
            </Button>
          </Form>
        )}
      </WithCaptcha>
    </LogonFrame>
  );
}

export function RegisterSuccessPage() {
  const { state } = useLocation() as { state: { authLevel?: number } | null };
  const level = state?.authLevel ? AUTH_LEVELS[state.authLevel] : undefined;
  return (
    <LogonFrame title="注册成功">
      <StatusResult
        status="success"
        title="恭喜您，注册成功！"
        subTitle={`${level ? `您当前的认证等级为「${level}」。` : ''}请使用身份证号或手机号登录；完成实名认证后可办理更多业务。`}
        extra={
          <Space>
            <Link to={paths.login.login}>
              <Button type="primary">立即登录</Button>
            </Link>
            <Link to={MAIN_URL}>
              <Button>返回首页</Button>
            </Link>
          </Space>
        }
      />
    </LogonFrame>
  );
}
