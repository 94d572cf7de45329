// /main/logon/unitforget: a unit or institution manager or agent proves who
// they are (unit verifyUnitFindPwd / verifyOrganFindPwd with an SMS code to
// their own cellphone) and sets a new password (unit findUnitPassword).
import { Button, Form, Input, Segmented, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../../../api';
import { StatusResult } from '../../../../components/StatusResult';
import { SubmitFailed } from '../../../../components/SubmitFailed';
import { useKeptForm } from '../../../../components/useKeptForm';
import { useSubmission } from '../../../../components/useSubmission';
import { paths } from '../../../../config/paths';
import { NumberSmsCodeField } from '../../../../domain/sms/NumberSmsCodeField';
import { WithCaptcha } from '../../components/WithCaptcha';
import { rules } from '../../logic/rules';
import { LogonFrame, RefusalAlert } from './LogonFrame';
import { NewPasswordFields } from './NewPasswordFields';
import '../../login.css';
import './logon.css';

type AccountType = 'unit' | 'organ';

interface Verified {
  verifySerial: string;
  accountName: string;
  userRole: 'manager' | 'agent';
}

interface VerifyValues {
  code: string;
  name: string;
  idCardNo: string;
  cellphone: string;
  smsCode: string;
}

export function UnitForgetPage() {
  const [search] = useSearchParams();
  const [accountType, setAccountType] = useState<AccountType>(search.get('type') === 'organ' ? 'organ' : 'unit');
  const [verified, setVerified] = useState<Verified>();
  const [done, setDone] = useState(false);
  const [verifyForm] = Form.useForm<VerifyValues>();
  // What the first step asks for, across a reload, until the password is reset (never the SMS code).
  const kept = useKeptForm(verifyForm, { name: 'unit-forget', draft: true });
  const [resetForm] = Form.useForm<{ password: string }>();
  const { refusal, failure, submitting: busy, run } = useSubmission();

  const verify = async (values: VerifyValues) => {
    const person = {
      name: values.name.trim(),
      idCardNo: values.idCardNo.trim().toUpperCase(),
      cellphone: values.cellphone.trim(),
      cellphoneCode: values.smsCode.trim(),
    };
    const call =
      accountType === 'unit'
        ? api.unit.POST('/unitBase/verifyUnitFindPwd', { body: { socialCreditCode: values.code.trim().toUpperCase(), ...person } })
        : api.unit.POST('/unitBase/verifyOrganFindPwd', { body: { aaz100: values.code.trim(), ...person } });
    const map = await run(call, '身份核验未通过，请核对填写的信息');
    if (map) setVerified(map);
  };

  const reset = async ({ password }: { password: string }) => {
    if (!verified) return;
    const map = await run(
      api.unit.POST('/unitBase/findUnitPassword', { body: { accountType, verifySerial: verified.verifySerial, newPassword: password } }),
      '密码重设未成功，请重新核验身份',
    );
    if (!map) return;
    kept.clear();
    setDone(true);
  };

  return (
    <LogonFrame title="单位、机构找回密码" extra={<Link to={paths.logon.forgetpsd}>个人用户找回密码</Link>}>
      <Steps current={done ? 2 : verified ? 1 : 0} items={[{ title: '核验身份' }, { title: '设置新密码' }, { title: '完成' }]} />
      {!verified && (
        <WithCaptcha>
          {(requestTicket) => (
            <Form<VerifyValues>
              form={verifyForm}
              name="unit-forget"
              layout="vertical"
              className="logon-form"
              onValuesChange={kept.onValuesChange}
              onFinish={(values) => void verify(values)}
            >
              <Form.Item label="账号类型">
                <Segmented<AccountType>
                  block
                  value={accountType}
                  onChange={setAccountType}
                  options={[
                    { label: '单位账号', value: 'unit' },
                    { label: '机构账号', value: 'organ' },
                  ]}
                />
              </Form.Item>
              {accountType === 'unit' ? (
                <Form.Item name="code" label="统一社会信用代码" rules={rules.socialCreditCode}>
                  <Input maxLength={18} placeholder="18 位统一社会信用代码" />
                </Form.Item>
              ) : (
                <Form.Item name="code" label="机构编号" rules={rules.organCode}>
                  <Input maxLength={20} placeholder="社保经办系统中的机构编号" inputMode="numeric" />
                </Form.Item>
              )}
              <Form.Item name="name" label="本人姓名" rules={rules.name}>
                <Input maxLength={50} placeholder="管理员或经办人本人姓名" />
              </Form.Item>
              <Form.Item name="idCardNo" label="本人公民身份号码" rules={rules.idCardNo}>
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name="cellphone" label="本人登录手机号" rules={rules.cellphone}>
                <Input maxLength={11} inputMode="numeric" />
              </Form.Item>
              <NumberSmsCodeField scene="resetPassword" requestTicket={requestTicket} />
              <RefusalAlert text={refusal} />
              <SubmitFailed reason={failure} onRetry={() => verifyForm.submit()} retrying={busy} />
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                核验身份
              </Button>
            </Form>
          )}
        </WithCaptcha>
      )}
      {verified && !done && (
        <Form
          form={resetForm}
          name="unit-forget-reset"
          layout="vertical"
          className="logon-form"
          onFinish={(values: { password: string }) => void reset(values)}
        >
          <Typography.Paragraph type="success">
            身份核验通过：{verified.accountName}（{verified.userRole === 'manager' ? '管理员' : '经办人'}）。请设置新密码。
          </Typography.Paragraph>
          <NewPasswordFields label="新密码" />
          <RefusalAlert text={refusal} />
          <SubmitFailed reason={failure} onRetry={() => resetForm.submit()} retrying={busy} />
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            重设密码
          </Button>
        </Form>
      )}
      {done && (
        <StatusResult
          status="success"
          title="密码已重设"
          subTitle="原登录状态已全部失效，账号如被锁定已同时解锁。请使用新密码登录。"
          extra={
            <Link to={`${paths.login.login}?type=${accountType}`}>
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      )}
    </LogonFrame>
  );
}
