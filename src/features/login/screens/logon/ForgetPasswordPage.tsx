// /main/logon/forgetpsd: a person finds their account (person
// base/checkResetPwdAccount, behind the slider), proves who they are by one of
// the methods the account offers (SMS to the bound cellphone, face, e-card)
// and sets a new password. Someone whose bound cellphone is gone, or whose ID
// number someone else registered, resets the account instead (?mode=account,
// ResetAccountFlow).
import { IdcardOutlined, MobileOutlined, ScanOutlined, SmileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Space, Steps, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../../../api';
import { useCaptcha } from '../../../../components/slider-captcha/useCaptcha';
import { SubmitFailed } from '../../../../components/SubmitFailed';
import { useKeptForm } from '../../../../components/useKeptForm';
import { useSubmission } from '../../../../components/useSubmission';
import { paths } from '../../../../config/paths';
import { NumberSmsCodeField } from '../../../../domain/sms/NumberSmsCodeField';
import { FaceVerifyPanel } from '../../components/FaceVerifyPanel';
import { QrPanel } from '../../components/QrPanel';
import { WithCaptcha } from '../../components/WithCaptcha';
import { ecardJudge, ecardQuery, ecardResetIssue } from '../../logic/qr-sources';
import { rules } from '../../logic/rules';
import { AccountReady } from './AccountReady';
import { IdentityFields } from './IdentityFields';
import { LogonFrame, RefusalAlert } from './LogonFrame';
import { NewPasswordFields } from './NewPasswordFields';
import '../../login.css';
import './logon.css';

type Method = 'cellphone' | 'face' | 'ecard';

interface Account {
  idCardNo: string;
  nameMasked: string;
  cellphoneMasked: string;
  methods: Method[];
}

const METHOD_INFO: Record<Method, { label: string; detail: string; icon: ReactNode }> = {
  cellphone: { label: '手机短信验证', detail: '向账户绑定的手机发送验证码', icon: <MobileOutlined /> },
  face: { label: '人脸识别验证', detail: '用手机扫码完成人脸识别', icon: <SmileOutlined /> },
  ecard: { label: '电子社保卡验证', detail: '用电子社保卡扫码授权', icon: <ScanOutlined /> },
};

/** `?mode=account` opens the account reset. */
export const ACCOUNT_RESET_MODE = 'account';

export function ForgetPasswordPage() {
  const [search] = useSearchParams();
  if (search.get('mode') === ACCOUNT_RESET_MODE) return <ResetAccountFlow />;
  return <FindPasswordFlow />;
}

function FindPasswordFlow() {
  const [account, setAccount] = useState<Account>();
  const [method, setMethod] = useState<Method>();
  const [done, setDone] = useState(false);
  const step = done ? 3 : method ? 2 : account ? 1 : 0;

  return (
    <LogonFrame title="找回个人账户密码" extra={<Link to={paths.logon.unitforget}>单位、机构找回密码</Link>}>
      <Steps current={step} items={[{ title: '核对账户' }, { title: '选择验证方式' }, { title: '验证并重设密码' }, { title: '完成' }]} />
      {step === 0 && <FindAccount onFound={setAccount} />}
      {step < 2 && <AccountResetLink />}
      {step === 1 && account && <ChooseMethod account={account} onChoose={setMethod} />}
      {step === 2 && account && method && (
        <ResetByMethod account={account} method={method} onBack={() => setMethod(undefined)} onDone={() => setDone(true)} />
      )}
      {step === 3 && <AccountReady title="密码已重设" detail="请使用新密码登录。" />}
    </LogonFrame>
  );
}

function FindAccount({ onFound }: { onFound: (account: Account) => void }) {
  const { requestTicket, captchaDialog } = useCaptcha();
  const [form] = Form.useForm<{ idCardNo: string }>();
  // The step's draft across a reload, until the account is found.
  const kept = useKeptForm(form, { name: 'forget-account', draft: true });
  const { refusal, failure, submitting: busy, run } = useSubmission();
  const find = async ({ idCardNo }: { idCardNo: string }) => {
    const ticket = await requestTicket();
    if (!ticket) return;
    const id = idCardNo.trim().toUpperCase();
    const map = await run(
      api.person.POST('/base/checkResetPwdAccount', { body: { idCardNo: id, ...ticket } }),
      '未找到该身份证号对应的账户',
    );
    if (!map) return;
    kept.clear();
    onFound({ idCardNo: id, ...map });
  };
  return (
    <Form
      form={form}
      name="forget-account"
      layout="vertical"
      className="logon-form"
      onValuesChange={kept.onValuesChange}
      onFinish={(values) => void find(values)}
    >
      <Form.Item name="idCardNo" label="公民身份号码" rules={rules.idCardNo}>
        <Input prefix={<IdcardOutlined />} placeholder="注册时使用的 18 位身份证号码" maxLength={18} />
      </Form.Item>
      <RefusalAlert text={refusal} />
      <SubmitFailed reason={failure} onRetry={() => form.submit()} retrying={busy} />
      {refusal && (
        <Typography.Paragraph>
          还没有账户？<Link to={paths.logon.register}>立即注册</Link>
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        下一步
      </Button>
      {captchaDialog}
    </Form>
  );
}

function ChooseMethod({ account, onChoose }: { account: Account; onChoose: (method: Method) => void }) {
  const [chosen, setChosen] = useState<Method | undefined>(account.methods[0]);
  return (
    <div className="logon-form">
      <Typography.Paragraph>
        账户：{account.nameMasked}（绑定手机 {account.cellphoneMasked}）。请选择验证身份的方式：
      </Typography.Paragraph>
      <Radio.Group value={chosen} onChange={(event) => setChosen(event.target.value as Method)} className="method-choice">
        <Space orientation="vertical">
          {account.methods.map((method) => (
            <Radio key={method} value={method}>
              {METHOD_INFO[method].icon} {METHOD_INFO[method].label}
              <Typography.Text type="secondary">（{METHOD_INFO[method].detail}）</Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Button type="primary" block size="large" disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
        下一步
      </Button>
    </div>
  );
}

interface ResetProps {
  account: Account;
  method: Method;
  onBack: () => void;
  onDone: () => void;
}

function ResetByMethod({ account, method, onBack, onDone }: ResetProps) {
  const [proof, setProof] = useState<string>();
  const { refusal, failure, submitting: busy, run } = useSubmission();
  const [form] = Form.useForm<{ cellphone: string; smsCode: string; password: string; name: string }>();

  const reset = async (values: { cellphone?: string; smsCode?: string; password: string }) => {
    const body = { idCardNo: account.idCardNo, newPassword: values.password };
    const call =
      method === 'cellphone'
        ? api.person.POST('/base/resetPwdByCellphone', {
            body: { ...body, cellphone: values.cellphone?.trim() ?? '', smsCode: values.smsCode?.trim() ?? '' },
          })
        : method === 'face'
          ? api.person.POST('/base/resetPwdByFace', { body: { ...body, faceSerialNo: proof ?? '' } })
          : api.person.POST('/base/resetPwdByEcard', { body: { ...body, qrCodeId: proof ?? '' } });
    if (await run(call, '密码重设未成功，请重试')) onDone();
  };

  const [faceName, setFaceName] = useState<string>();

  const needsProof = method !== 'cellphone' && !proof;
  return (
    <WithCaptcha>
      {(requestTicket) => (
        <Form form={form} name="forget-reset" layout="vertical" className="logon-form" onFinish={(values) => void reset(values)}>
          {method === 'cellphone' && (
            <>
              <Form.Item
                name="cellphone"
                label="绑定的手机号码"
                rules={rules.cellphone}
                extra={`请输入完整号码（${account.cellphoneMasked}）`}
              >
                <Input prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" />
              </Form.Item>
              <NumberSmsCodeField scene="resetPassword" requestTicket={requestTicket} />
            </>
          )}
          {method === 'face' && !faceName && (
            <>
              <Form.Item name="name" label="姓名" rules={rules.name}>
                <Input placeholder="与身份证一致" maxLength={50} />
              </Form.Item>
              <Button block onClick={() => void form.validateFields(['name']).then(({ name }) => setFaceName(name.trim()))}>
                开始人脸识别
              </Button>
            </>
          )}
          {method === 'face' && faceName && !proof && (
            <FaceVerifyPanel scene="resetPassword" name={faceName} idCardNo={account.idCardNo} onPassed={setProof} />
          )}
          {method === 'ecard' && !proof && (
            <QrPanel
              issue={ecardResetIssue}
              query={ecardQuery}
              judge={ecardJudge}
              scanWith="电子社保卡"
              onDone={(_name, id) => setProof(id)}
            />
          )}
          {!needsProof && (
            <>
              {method !== 'cellphone' && <Typography.Paragraph type="success">身份验证已通过，请设置新密码。</Typography.Paragraph>}
              <NewPasswordFields label="新密码" />
              <RefusalAlert text={refusal} />
              <SubmitFailed reason={failure} onRetry={() => form.submit()} retrying={busy} />
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                重设密码
              </Button>
            </>
          )}
          <Button type="link" block onClick={onBack}>
            更换验证方式
          </Button>
        </Form>
      )}
    </WithCaptcha>
  );
}

function AccountResetLink() {
  return (
    <Typography.Paragraph className="logon-form__foot">
      绑定的手机号已停用，或身份证号被他人注册？<Link to={`${paths.logon.forgetpsd}?mode=${ACCOUNT_RESET_MODE}`}>通过人脸识别重置账号</Link>
    </Typography.Paragraph>
  );
}

interface Person {
  name: string;
  idCardNo: string;
}

interface ResetAccountValues {
  cellphone: string;
  smsCode: string;
  password: string;
}

/** Account reset (person base/resetAccount): face verification, then a new cellphone and password. */
function ResetAccountFlow() {
  const [person, setPerson] = useState<Person>();
  const [faceSerialNo, setFaceSerialNo] = useState<string>();
  const [done, setDone] = useState(false);
  const [personForm] = Form.useForm<Person>();
  // The identity typed in the first step, across a reload, until the account is reset.
  const keptPerson = useKeptForm(personForm, { name: 'reset-account-person', draft: true });
  const [resetForm] = Form.useForm<ResetAccountValues>();
  const { refusal, failure, submitting: busy, run } = useSubmission();
  const step = done ? 3 : faceSerialNo ? 2 : person ? 1 : 0;

  const reset = async (values: ResetAccountValues) => {
    if (!person || !faceSerialNo) return;
    const body = {
      ...person,
      faceSerialNo,
      cellphone: values.cellphone.trim(),
      smsCode: values.smsCode.trim(),
      newPassword: values.password,
    };
    if (!(await run(api.person.POST('/base/resetAccount', { body }), '账号重置未成功，请核对信息后重试'))) return;
    keptPerson.clear();
    setDone(true);
  };

  return (
    <LogonFrame title="个人账号重置" extra={<Link to={paths.logon.forgetpsd}>用绑定手机找回密码</Link>}>
      <Steps
        current={step}
        items={[{ title: '填写身份信息' }, { title: '人脸识别' }, { title: '绑定新手机并设置密码' }, { title: '完成' }]}
      />
      {step === 0 && (
        <Form
          form={personForm}
          name="reset-account-person"
          layout="vertical"
          className="logon-form"
          onValuesChange={keptPerson.onValuesChange}
          onFinish={(values: Person) => setPerson({ name: values.name.trim(), idCardNo: values.idCardNo.trim().toUpperCase() })}
        >
          <Typography.Paragraph>
            重置后，该身份证号的账号改绑到您的新手机号，原密码和第三方渠道绑定失效，所有已登录的设备将退出。
          </Typography.Paragraph>
          <IdentityFields />
          <Button type="primary" htmlType="submit" block size="large">
            下一步：人脸识别
          </Button>
        </Form>
      )}
      {step === 1 && person && (
        <div className="logon-form">
          <Typography.Paragraph>请{person.name}本人用手机扫描二维码完成人脸识别。</Typography.Paragraph>
          <FaceVerifyPanel scene="resetAccount" name={person.name} idCardNo={person.idCardNo} onPassed={setFaceSerialNo} />
          <Button type="link" block onClick={() => setPerson(undefined)}>
            修改身份信息
          </Button>
        </div>
      )}
      {step === 2 && (
        <WithCaptcha>
          {(requestTicket) => (
            <Form<ResetAccountValues>
              form={resetForm}
              name="reset-account"
              layout="vertical"
              className="logon-form"
              onFinish={(values) => void reset(values)}
            >
              <Typography.Paragraph type="success">人脸识别已通过，请绑定新的手机号并设置密码。</Typography.Paragraph>
              <Form.Item name="cellphone" label="新手机号码" rules={rules.cellphone}>
                <Input prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" autoComplete="tel" />
              </Form.Item>
              <NumberSmsCodeField scene="resetAccount" requestTicket={requestTicket} />
              <NewPasswordFields label="新密码" />
              <RefusalAlert text={refusal} />
              <SubmitFailed reason={failure} onRetry={() => resetForm.submit()} retrying={busy} />
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                重置账号
              </Button>
            </Form>
          )}
        </WithCaptcha>
      )}
      {step === 3 && (
        <AccountReady title="账号已重置" detail="请使用新手机号或身份证号和新密码登录；原来绑定的支付宝、微信等渠道须重新绑定。" />
      )}
    </LogonFrame>
  );
}
