// Unit login: operator password (credit code + own cellphone), SMS code
// (credit code + own cellphone + code), app QR code,
// CA certificate (the signature the certificate client exports, as a file or
// pasted; logic/ca-signature.ts), and the government, ministry and e-business-licence platforms.
import { BankOutlined, MobileOutlined, SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { TabPanel, TabStrip, useTabIds } from '../../../../components/TabStrip';
import { paths } from '../../../../config/paths';
import { LazyQrPanel } from '../../components/LazyQrPanel';
import { checkSignatureFile, checkSignatureText } from '../../logic/ca-signature';
import { unitQrIssue, unitQrJudge, unitQrQuery } from '../../logic/qr-sources';
import { rules } from '../../logic/rules';
import { CaptchaForm } from './CaptchaForm';
import { passwordField } from './fields';
import { LazySmsLoginForm } from './LazySmsLoginForm';
import type { LoginPanelProps } from './panel';
import type { SmsLoginValues } from './SmsLoginForm';
import { ThirdPartyButtons } from './ThirdPartyButtons';
import './unit-panel.css';

export type UnitMethod = 'password' | 'sms' | 'qr' | 'ca';

/**
 * Why the SMS or QR login is used (the contract's businessScene): chosen by
 * the user, or asked for by the server's answer to a password login (01020040,
 * 03010019), which the page passes on.
 */
export type UnitLoginScene = 'login' | 'verifyAgain';

const METHODS: { label: string; key: UnitMethod }[] = [
  { label: '密码登录', key: 'password' },
  { label: '短信登录', key: 'sms' },
  { label: '扫码登录', key: 'qr' },
  { label: 'CA 证书登录', key: 'ca' },
];

const OPERATOR_PHONE_LABEL = '经办人手机号';
const OPERATOR_PHONE_PLACEHOLDER = '管理员或经办人本人手机号';

const creditCodeInput = <Input prefix={<BankOutlined />} placeholder="18 位统一社会信用代码" maxLength={18} autoComplete="organization" />;

interface UnitPanelProps extends LoginPanelProps {
  method: UnitMethod;
  onMethod: (method: UnitMethod) => void;
  scene: UnitLoginScene;
}

export function UnitPanel({ flow, method, onMethod, qrVersion, scene }: UnitPanelProps) {
  const methodIds = useTabIds();
  return (
    <div className="login-panel">
      <TabStrip
        label="登录方式"
        idPrefix={methodIds}
        variant="segmented"
        className="login-panel__methods"
        items={METHODS}
        activeKey={method}
        onChange={onMethod}
      />
      <TabPanel idPrefix={methodIds} tabKey={method}>
        {method === 'password' && (
          <CaptchaForm<{ socialCreditCode: string; cellphone: string; password: string }>
            name="unit-password"
            busy={flow.busy}
            account={(values) => ({ userType: 'unit', account: values.cellphone.trim() })}
            onSubmit={(values, ticket) =>
              flow.submit(() =>
                api.basic.POST('/auth/unit/unitPasswordLogin', {
                  body: {
                    socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
                    cellphone: values.cellphone.trim(),
                    password: values.password,
                    ...ticket,
                  },
                }),
              )
            }
            footer={
              <div className="login-form__links">
                <Link to={paths.logon.unitforget}>忘记密码？</Link>
                <Link to={paths.logon.dwregister}>单位注册</Link>
              </div>
            }
          >
            <>
              <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
                {creditCodeInput}
              </Form.Item>
              <Form.Item name="cellphone" label={OPERATOR_PHONE_LABEL} rules={rules.cellphone}>
                <Input prefix={<MobileOutlined />} placeholder={OPERATOR_PHONE_PLACEHOLDER} maxLength={11} inputMode="numeric" />
              </Form.Item>
              {passwordField}
            </>
          </CaptchaForm>
        )}
        {method === 'sms' && (
          <LazySmsLoginForm<SmsLoginValues & { socialCreditCode: string }>
            name="unit-sms"
            busy={flow.busy}
            scene="unitLogin"
            cellphoneLabel={OPERATOR_PHONE_LABEL}
            cellphonePlaceholder={OPERATOR_PHONE_PLACEHOLDER}
            leading={
              <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
                {creditCodeInput}
              </Form.Item>
            }
            onSubmit={(values) =>
              void flow.submit(() =>
                api.basic.POST('/auth/unit/unitCellphoneCodeLogin', {
                  body: {
                    socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
                    cellphone: values.cellphone.trim(),
                    cellphoneCode: values.smsCode.trim(),
                    businessScene: scene,
                  },
                }),
              )
            }
            footer={<p className="login-form__links login-form__hint">验证码发往该单位登记的管理员或经办人手机号</p>}
          />
        )}
        {method === 'qr' && (
          <LazyQrPanel
            key={`unit-qr-${qrVersion}`}
            issue={unitQrIssue}
            query={unitQrQuery}
            judge={unitQrJudge}
            scanWith="江苏智慧人社 App（单位经办）"
            onDone={(qrCode) =>
              void flow.submit(() => api.basic.POST('/auth/unit/unitQrCodeLogin', { body: { qrCode, businessScene: scene } }))
            }
          />
        )}
        {method === 'ca' && <CaLoginForm flow={flow} />}
      </TabPanel>
      <ThirdPartyButtons kind="unit" />
    </div>
  );
}

/** A one-time text for the CA client to sign; the server checks it was never used. */
function newAuthText(): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  return `HRSS-CA-${Date.now()}-${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const SIGNATURE_RULES = [
  {
    validator: (_rule: unknown, value: unknown) => {
      const check = checkSignatureText(typeof value === 'string' ? value : '');
      return check.ok ? Promise.resolve() : Promise.reject(new Error(check.reason));
    },
  },
];

/** The signature files CA clients export (PKCS#7 binary or Base64 text). */
const SIGNATURE_FILE_TYPES = '.p7s,.p7b,.p7,.sig,.der,.pem,.txt';

interface CaValues {
  socialCreditCode: string;
  verification: string;
  /** Multiple-agents model: who holds the certificate; empty for the unit's manager. */
  confirmCellphone?: string;
}

function CaLoginForm({ flow }: LoginPanelProps) {
  const [form] = Form.useForm<CaValues>();
  const [commonAuthStr] = useState(newAuthText);
  const [fileName, setFileName] = useState<string>();

  const readFile = async (file: File) => {
    const check = checkSignatureFile(new Uint8Array(await file.arrayBuffer()));
    setFileName(file.name);
    form.setFields([{ name: 'verification', value: check.ok ? check.base64 : '', errors: check.ok ? [] : [check.reason] }]);
  };

  const submit = (values: CaValues) => {
    const signature = checkSignatureText(values.verification);
    if (!signature.ok) return;
    const confirmCellphone = values.confirmCellphone?.trim();
    void flow.submit(() =>
      api.basic.POST('/auth/unit/unitCaLogin', {
        body: {
          socialCreditCode: values.socialCreditCode.trim().toUpperCase(),
          commonAuthStr,
          verification: signature.base64,
          ...(confirmCellphone ? { confirmCellphone } : {}),
        },
      }),
    );
  };

  return (
    <Form form={form} name="unit-ca" layout="vertical" size="large" requiredMark={false} className="login-form" onFinish={submit}>
      <Alert
        type="info"
        showIcon
        className="login-form__tip"
        title="CA 数字证书登录"
        description={
          <ol className="login-form__steps">
            <li>插入单位 CA 数字证书（UKey），打开证书厂商提供的证书客户端；</li>
            <li>复制下方认证原文，在客户端中选择「数字签名」，导出签名文件（.p7s 等）或复制签名结果；</li>
            <li>在此选择签名文件或粘贴签名结果后登录。认证原文仅本次有效，刷新页面后须重新签名。</li>
          </ol>
        }
      />
      <Form.Item label="认证原文">
        <Typography.Text code copyable className="login-form__authtext">
          {commonAuthStr}
        </Typography.Text>
      </Form.Item>
      <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
        {creditCodeInput}
      </Form.Item>
      <Form.Item
        name="verification"
        label="证书签名结果"
        rules={SIGNATURE_RULES}
        extra={
          <Upload
            accept={SIGNATURE_FILE_TYPES}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              // Read here instead of uploading: the signature goes in the login call.
              void readFile(file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} className="login-form__file">
              {fileName ? `已读取 ${fileName}，重新选择` : '选择签名文件'}
            </Button>
          </Upload>
        }
      >
        <Input.TextArea rows={3} placeholder="选择签名文件，或粘贴 Base64 格式的签名结果" />
      </Form.Item>
      <Form.Item
        name="confirmCellphone"
        label="经办人手机号（选填）"
        rules={rules.optionalCellphone}
        extra="经办人持证书登录时填写本人手机号，按其经办权限登录；不填则以单位管理员身份登录"
      >
        <Input prefix={<MobileOutlined />} placeholder={OPERATOR_PHONE_PLACEHOLDER} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={flow.busy} icon={<SafetyCertificateOutlined />}>
        证书登录
      </Button>
    </Form>
  );
}
