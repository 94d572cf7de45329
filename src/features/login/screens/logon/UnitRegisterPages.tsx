// Unit registration (/main/logon/dwregister, unit registerUnit after
// checkUnitRegistered and the base-store lookup queryBaseStoreUnitList) and labour-market unit registration
// (/main/logon/hrmregister, unit registerHrmUnit).
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, isSuccess } from '../../../../api';
import type { components } from '../../../../api/generated/unit';
import { SubmitFailed } from '../../../../components/SubmitFailed';
import { useKeptForm } from '../../../../components/useKeptForm';
import { useSubmission } from '../../../../components/useSubmission';
import { paths } from '../../../../config/paths';
import { NumberSmsCodeField } from '../../../../domain/sms/NumberSmsCodeField';
import { WithCaptcha } from '../../components/WithCaptcha';
import { rules } from '../../logic/rules';
import { CREDIT_CODE_PARAM } from '../upgrade/HistoryUserPage';
import { AccountReady, UNIT_LOGIN } from './AccountReady';
import { AgreementCheck } from './AgreementCheck';
import { LogonFrame, RefusalAlert } from './LogonFrame';
import { NewPasswordFields } from './NewPasswordFields';
import '../../login.css';
import './logon.css';

type BaseStoreUnit = components['schemas']['BaseStoreUnit'];

type Registration = { kind: 'new' } | { kind: 'registered'; unitName?: string } | { kind: 'history'; unitName?: string };

interface UnitValues {
  unitName: string;
  socialCreditCode: string;
  legalPersonName: string;
  legalPersonIdCardNo: string;
  managerName: string;
  managerCellphone: string;
  smsCode: string;
  password: string;
}

function Registered({ unitName }: { unitName: string }) {
  return (
    <AccountReady
      title="单位账号注册成功"
      detail={`${unitName}的单位账号已开通，请使用统一社会信用代码、手机号和密码登录。`}
      login={UNIT_LOGIN}
    />
  );
}

/** The unit as the registration authority's base store knows it; `missing` when it does not. */
type BaseStoreFinding = { kind: 'found'; unit: BaseStoreUnit } | { kind: 'missing' };

const STATUS_LABELS: Record<BaseStoreUnit['registrationStatus'], string> = { active: '存续', revoked: '吊销', cancelled: '注销' };

export function UnitRegisterPage() {
  const [form] = Form.useForm<UnitValues>();
  // A draft across a reload or a step back (never the password or the SMS code).
  const kept = useKeptForm(form, { name: 'unit-register', draft: true });
  const [registration, setRegistration] = useState<Registration>();
  const [baseStore, setBaseStore] = useState<BaseStoreFinding>();
  const { refusal, failure, submitting: busy, run } = useSubmission();
  const [registeredName, setRegisteredName] = useState<string>();

  const checkCode = async (socialCreditCode: string) => {
    const [{ data: account }, { data: store }] = await Promise.all([
      api.unit.POST('/unitBase/checkUnitRegistered', { body: { socialCreditCode } }),
      api.unit.POST('/unitBase/queryBaseStoreUnitList', { body: { socialCreditCode } }),
    ]);
    if (isSuccess(account)) {
      const { registered, historyUser, unitName } = account.map;
      setRegistration(historyUser ? { kind: 'history', unitName } : registered ? { kind: 'registered', unitName } : { kind: 'new' });
    } else setRegistration(undefined);
    const [unit] = isSuccess(store) ? store.map.list : [];
    setBaseStore(!isSuccess(store) ? undefined : unit ? { kind: 'found', unit } : { kind: 'missing' });
    // The registered name is the one the account must carry; fill it unless the user typed one.
    if (unit && !form.getFieldValue('unitName')) form.setFieldValue('unitName', unit.unitName);
  };
  const inactive = baseStore?.kind === 'found' && baseStore.unit.registrationStatus !== 'active';

  const register = async (values: UnitValues) => {
    const map = await run(
      api.unit.POST('/unitBase/registerUnit', {
        body: {
          unitName: values.unitName.trim(),
          socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
          legalPersonName: values.legalPersonName.trim(),
          legalPersonIdCardNo: values.legalPersonIdCardNo.trim().toUpperCase(),
          managerName: values.managerName.trim(),
          managerCellphone: values.managerCellphone.trim(),
          cellphoneCode: values.smsCode.trim(),
          password: values.password,
          agreement: true,
        },
      }),
      '注册未成功，请核对单位信息后重试',
    );
    if (!map) return;
    kept.clear();
    setRegisteredName(map.unitName);
  };

  if (registeredName) {
    return (
      <LogonFrame title="单位注册">
        <Registered unitName={registeredName} />
      </LogonFrame>
    );
  }

  return (
    <LogonFrame title="单位注册" extra={<Link to={UNIT_LOGIN}>已有账号？去登录</Link>}>
      <WithCaptcha>
        {(requestTicket) => (
          <Form<UnitValues>
            form={form}
            name="unit-register"
            layout="vertical"
            className="logon-form"
            onValuesChange={kept.onValuesChange}
            onFinish={(values) => void register(values)}
          >
            <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode} validateTrigger="onBlur">
              <Input
                maxLength={18}
                placeholder="18 位统一社会信用代码"
                onBlur={(event) => {
                  const code = event.target.value.trim().toUpperCase();
                  if (code.length === 18) void checkCode(code);
                }}
              />
            </Form.Item>
            {registration?.kind === 'registered' && (
              <Alert
                type="warning"
                showIcon
                className="logon-refusal"
                title={`${registration.unitName ?? '该单位'}已注册单位账号`}
                description={
                  <Space>
                    <Link to={UNIT_LOGIN}>直接登录</Link>
                    <Link to={paths.logon.unitforget}>找回密码</Link>
                  </Space>
                }
              />
            )}
            {registration?.kind === 'history' && (
              <Alert
                type="info"
                showIcon
                className="logon-refusal"
                title={`${registration.unitName ?? '该单位'}在旧版平台已有账号，请升级后使用`}
                description={
                  <Link to={`${paths.logon.historyUser}?${CREDIT_CODE_PARAM}=${form.getFieldValue('socialCreditCode') as string}`}>
                    历史单位用户升级
                  </Link>
                }
              />
            )}
            {baseStore && <BaseStoreAlert finding={baseStore} />}
            <Form.Item name="unitName" label="单位名称" rules={[{ required: true, whitespace: true, message: '请输入单位名称' }]}>
              <Input maxLength={100} placeholder="与营业执照或登记证书一致" />
            </Form.Item>
            <Form.Item name="legalPersonName" label="法定代表人（负责人）姓名" rules={rules.name}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="legalPersonIdCardNo" label="法定代表人公民身份号码" rules={rules.idCardNo}>
              <Input maxLength={18} />
            </Form.Item>
            <Form.Item name="managerName" label="单位管理员姓名" rules={rules.name}>
              <Input maxLength={50} placeholder="可为法定代表人本人" />
            </Form.Item>
            <Form.Item name="managerCellphone" label="单位管理员手机号" rules={rules.cellphone}>
              <Input maxLength={11} inputMode="numeric" placeholder="作为单位账号的绑定手机" />
            </Form.Item>
            <NumberSmsCodeField scene="register" requestTicket={requestTicket} cellphoneField="managerCellphone" />
            <NewPasswordFields />
            <AgreementCheck agreement={{ path: paths.agreements.unityhxy, title: '单位用户服务协议' }} />
            <RefusalAlert text={refusal} />
            <SubmitFailed reason={failure} onRetry={() => form.submit()} retrying={busy} />
            <Button
              type="primary"
              htmlType="submit"
              block
              size="large"
              loading={busy}
              disabled={inactive || (registration !== undefined && registration.kind !== 'new')}
            >
              注 册
            </Button>
          </Form>
        )}
      </WithCaptcha>
    </LogonFrame>
  );
}

function BaseStoreAlert({ finding }: { finding: BaseStoreFinding }) {
  if (finding.kind === 'missing') {
    return (
      <Alert
        type="warning"
        showIcon
        className="logon-refusal"
        title="登记机关基础库中未查到该统一社会信用代码"
        description="请核对代码；新设立的单位请在领取营业执照或登记证书 3 个工作日后再注册。"
      />
    );
  }
  const { unit } = finding;
  const active = unit.registrationStatus === 'active';
  return (
    <Alert
      type={active ? 'info' : 'error'}
      showIcon
      className="logon-refusal"
      title={
        active
          ? `基础库登记信息：${unit.unitName}`
          : `${unit.unitName}在基础库中为${STATUS_LABELS[unit.registrationStatus]}状态，不能注册单位账号`
      }
      description={`法定代表人 ${unit.legalPersonName}；住所 ${unit.registeredAddress}`}
    />
  );
}

interface HrmValues {
  unitName: string;
  socialCreditCode: string;
  agentName: string;
  agentIdCardNo: string;
  agentCellphone: string;
  smsCode: string;
  password: string;
}

export function HrmRegisterPage() {
  const [form] = Form.useForm<HrmValues>();
  const kept = useKeptForm(form, { name: 'hrm-register', draft: true });
  const { refusal, failure, submitting: busy, run } = useSubmission();
  const [registeredName, setRegisteredName] = useState<string>();

  const register = async (values: HrmValues) => {
    const map = await run(
      api.unit.POST('/unitBase/registerHrmUnit', {
        body: {
          unitName: values.unitName.trim(),
          socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
          agentName: values.agentName.trim(),
          agentIdCardNo: values.agentIdCardNo.trim().toUpperCase(),
          agentCellphone: values.agentCellphone.trim(),
          cellphoneCode: values.smsCode.trim(),
          password: values.password,
          agreement: true,
        },
      }),
      '注册未成功，请核对单位信息后重试',
    );
    if (!map) return;
    kept.clear();
    setRegisteredName(map.unitName);
  };

  return (
    <LogonFrame title="人力资源市场单位注册" extra={<Link to={UNIT_LOGIN}>已有账号？去登录</Link>}>
      {registeredName ? (
        <Registered unitName={registeredName} />
      ) : (
        <WithCaptcha>
          {(requestTicket) => (
            <Form<HrmValues>
              form={form}
              name="hrm-register"
              layout="vertical"
              className="logon-form"
              onValuesChange={kept.onValuesChange}
              onFinish={(values) => void register(values)}
            >
              <Alert
                type="info"
                showIcon
                className="logon-refusal"
                title="本注册用于在人力资源市场发布招聘信息；办理社保等业务请使用单位注册或在登录后升级账号。"
              />
              <Form.Item name="unitName" label="单位名称" rules={[{ required: true, whitespace: true, message: '请输入单位名称' }]}>
                <Input maxLength={100} placeholder="与营业执照或登记证书一致" />
              </Form.Item>
              <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name="agentName" label="招聘经办人姓名" rules={rules.name}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item name="agentIdCardNo" label="招聘经办人公民身份号码" rules={rules.idCardNo}>
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name="agentCellphone" label="招聘经办人手机号" rules={rules.cellphone}>
                <Input maxLength={11} inputMode="numeric" />
              </Form.Item>
              <NumberSmsCodeField scene="register" requestTicket={requestTicket} cellphoneField="agentCellphone" />
              <NewPasswordFields />
              <AgreementCheck agreement={{ path: paths.agreements.unityhxyHRM, title: '人力资源市场单位用户服务协议' }} />
              <RefusalAlert text={refusal} />
              <SubmitFailed reason={failure} onRetry={() => form.submit()} retrying={busy} />
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                注 册
              </Button>
            </Form>
          )}
        </WithCaptcha>
      )}
    </LogonFrame>
  );
}
