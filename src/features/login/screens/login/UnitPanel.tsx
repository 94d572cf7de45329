// Unit login: operator password (credit code + own cellphone), app QR code,
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
import { rules } from '../../logic/rules';
import { unitQrIssue, unitQrJudge, unitQrQuery } from '../../logic/qr-sources';
import { CaptchaForm } from './CaptchaForm';
import { passwordField } from './fields';
import type { LoginPanelProps } from './panel';
import { ThirdPartyButtons } from './ThirdPartyButtons';

export type UnitMethod = 'password' | 'qr' | 'ca';

const METHODS: { label: string; key: UnitMethod }[] = [
  { label: '密码登录', key: 'password' },
  { label: '扫码登录', key: 'qr' },
  { label: 'CA 证书登录', key: 'ca' },
];

const creditCodeInput = <Input prefix={<BankOutlined />} placeholder="18 位统一社会信用代码" maxLength={18} autoComplete="organization" />;

export function UnitPanel({ flow, method, onMethod, qrVersion }: LoginPanelProps & { method: UnitMethod; onMethod: (method: UnitMethod) => void }) {
  const methodIds = useTabIds();
  return (
    <div className="login-panel">
      <TabStrip label="登录方式" idPrefix={methodIds} variant="segmented" className="login-panel__methods" items={METHODS} activeKey={method} onChange={onMethod} />
      <TabPanel idPrefix={methodIds} tabKey={method}>
      {method === 'password' && (
        <CaptchaForm<{ socialCreditCode: string; cellphone: string; password: string }>
          name="unit-password"
          busy={flow.busy}
          onSubmit={(values, ticket) =>
            flow.submit(() =>
              api.basic.POST('/auth/unit/unitPasswordLogin', {
                body: { socialCreditCode: values.socialCreditCode.trim().toUpperCase(), cellphone: values.cellphone.trim(), password: values.password, ...ticket },
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
              <Form.Item name="cellphone" label="经办人手机号" rules={rules.cellphone}>
                <Input prefix={<MobileOutlined />} placeholder="管理员或经办人本人手机号" maxLength={11} inputMode="numeric" />
              </Form.Item>
              {passwordField}
            </>
        </CaptchaForm>
      )}
      {method === 'qr' && (
        <LazyQrPanel
          key={`unit-qr-${qrVersion}`}
          issue={unitQrIssue}
          query={unitQrQuery}
          judge={unitQrJudge}
          scanWith="江苏智慧人社 App（单位经办）"
          onDone={(qrCode) => void flow.submit(() => api.basic.POST('/auth/unit/unitQrCodeLogin', { body: { qrCode } }))}
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

function CaLoginForm({ flow }: LoginPanelProps) {
  const [form] = Form.useForm<{ socialCreditCode: string; verification: string }>();
  const [commonAuthStr] = useState(newAuthText);
  const [fileName, setFileName] = useState<string>();

  const readFile = async (file: File) => {
    const check = checkSignatureFile(new Uint8Array(await file.arrayBuffer()));
    setFileName(file.name);
    form.setFields([{ name: 'verification', value: check.ok ? check.base64 : '', errors: check.ok ? [] : [check.reason] }]);
  };

  const submit = (values: { socialCreditCode: string; verification: string }) => {
    const signature = checkSignatureText(values.verification);
    if (!signature.ok) return;
    void flow.submit(() =>
      api.basic.POST('/auth/unit/unitCaLogin', {
        body: { socialCreditCode: values.socialCreditCode.trim().toUpperCase(), commonAuthStr, verification: signature.base64 },
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
          <Upload accept={SIGNATURE_FILE_TYPES} showUploadList={false} maxCount={1} beforeUpload={(file) => {
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
      <Button type="primary" htmlType="submit" block loading={flow.busy} icon={<SafetyCertificateOutlined />}>
        证书登录
      </Button>
    </Form>
  );
}
