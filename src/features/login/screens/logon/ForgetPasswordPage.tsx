// /main/logon/forgetpsd: a person finds their account (person
// base/checkResetPwdAccount, behind the slider), proves who they are by one of
// the methods the account offers (SMS to the bound cellphone, face, e-card)
// and sets a new password.
import { IdcardOutlined, MobileOutlined, ScanOutlined, SmileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Result, Space, Steps, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { paths } from '../../../../config/paths';
import { QrPanel } from '../../components/QrPanel';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useCaptcha } from '../../../../components/slider-captcha/useCaptcha';
import { WithCaptcha } from '../../components/WithCaptcha';
import { ecardJudge, ecardQuery, ecardResetIssue, faceCode, faceJudge, faceQuery } from '../../logic/qr-sources';
import { rules } from '../../logic/rules';
import { LogonFrame, RefusalAlert, submitted } from './LogonFrame';
import { NewPasswordFields } from './NewPasswordFields';

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

export function ForgetPasswordPage() {
  const [account, setAccount] = useState<Account>();
  const [method, setMethod] = useState<Method>();
  const [done, setDone] = useState(false);
  const step = done ? 3 : method ? 2 : account ? 1 : 0;

  return (
    <LogonFrame title="找回个人账户密码" extra={<Link to={paths.logon.unitforget}>单位、机构找回密码</Link>}>
      <Steps current={step} items={[{ title: '核对账户' }, { title: '选择验证方式' }, { title: '验证并重设密码' }, { title: '完成' }]} />
      {step === 0 && <FindAccount onFound={setAccount} />}
      {step === 1 && account && <ChooseMethod account={account} onChoose={setMethod} />}
      {step === 2 && account && method && <ResetByMethod account={account} method={method} onBack={() => setMethod(undefined)} onDone={() => setDone(true)} />}
      {step === 3 && (
        <Result
          status="success"
          title="密码已重设"
          subTitle="请使用新密码登录。"
          extra={
            <Link to={paths.login.login}>
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      )}
    </LogonFrame>
  );
}

function FindAccount({ onFound }: { onFound: (account: Account) => void }) {
  const { requestTicket, captchaDialog } = useCaptcha();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const find = async ({ idCardNo }: { idCardNo: string }) => {
    const ticket = await requestTicket();
    if (!ticket) return;
    setBusy(true);
    try {
      const id = idCardNo.trim().toUpperCase();
      const map = await submitted(api.person.POST('/base/checkResetPwdAccount', { body: { idCardNo: id, ...ticket } }), setRefusal, '未找到该身份证号对应的账户');
      if (map) onFound({ idCardNo: id, ...map });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form name="forget-account" layout="vertical" className="logon-form" onFinish={(values: { idCardNo: string }) => void find(values)}>
      <Form.Item name="idCardNo" label="公民身份号码" rules={rules.idCardNo}>
        <Input prefix={<IdcardOutlined />} placeholder="注册时使用的 18 位身份证号码" maxLength={18} />
      </Form.Item>
      <RefusalAlert text={refusal} />
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
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ cellphone: string; smsCode: string; password: string; name: string }>();

  const reset = async (values: { cellphone?: string; smsCode?: string; password: string }) => {
    setBusy(true);
    try {
      const body = { idCardNo: account.idCardNo, newPassword: values.password };
      const call =
        method === 'cellphone'
          ? api.person.POST('/base/resetPwdByCellphone', { body: { ...body, cellphone: values.cellphone?.trim() ?? '', smsCode: values.smsCode?.trim() ?? '' } })
          : method === 'face'
            ? api.person.POST('/base/resetPwdByFace', { body: { ...body, faceSerialNo: proof ?? '' } })
            : api.person.POST('/base/resetPwdByEcard', { body: { ...body, qrCodeId: proof ?? '' } });
      if (await submitted(call, setRefusal, '密码重设未成功，请重试')) onDone();
    } finally {
      setBusy(false);
    }
  };

  const [faceName, setFaceName] = useState<string>();
  // Stable per name: the QR panel issues a new code whenever this function changes.
  const issueFace = useCallback(async () => {
    const { data } = await api.person.POST('/base/initFaceVerify', { body: { scene: 'resetPassword', name: faceName ?? '', idCardNo: account.idCardNo } });
    return data?.appcode === '0' ? faceCode(data.map) : undefined;
  }, [faceName, account.idCardNo]);

  const needsProof = method !== 'cellphone' && !proof;
  return (
    <WithCaptcha>
      {(requestTicket) => (
        <Form form={form} name="forget-reset" layout="vertical" className="logon-form" onFinish={(values) => void reset(values)}>
          {method === 'cellphone' && (
            <>
              <Form.Item name="cellphone" label="绑定的手机号码" rules={rules.cellphone} extra={`请输入完整号码（${account.cellphoneMasked}）`}>
                <Input prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" />
              </Form.Item>
              <SmsCodeField scene="resetPassword" requestTicket={requestTicket} />
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
            <QrPanel issue={issueFace} query={faceQuery} judge={faceJudge} scanWith="手机微信或浏览器" onDone={(_passed, serial) => setProof(serial)} />
          )}
          {method === 'ecard' && !proof && <QrPanel issue={ecardResetIssue} query={ecardQuery} judge={ecardJudge} scanWith="电子社保卡" onDone={(_name, id) => setProof(id)} />}
          {!needsProof && (
            <>
              {method !== 'cellphone' && <Typography.Paragraph type="success">身份验证已通过，请设置新密码。</Typography.Paragraph>}
              <NewPasswordFields label="新密码" />
              <RefusalAlert text={refusal} />
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
