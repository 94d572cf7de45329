// Unit login: operator password (credit code + own cellphone), app QR code,
// CA certificate, and the government, ministry and e-business-licence platforms.
import { BankOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { paths } from '../../../../config/paths';
import { QrPanel } from '../../components/QrPanel';
import { rules } from '../../logic/rules';
import { unitQrIssue, unitQrJudge, unitQrQuery } from '../../logic/qr-sources';
import { CaptchaForm } from './CaptchaForm';
import { passwordField } from './fields';
import type { LoginPanelProps } from './panel';
import { ThirdPartyButtons } from './ThirdPartyButtons';

export type UnitMethod = 'password' | 'qr' | 'ca';

const METHODS: { label: string; value: UnitMethod }[] = [
  { label: '密码登录', value: 'password' },
  { label: '扫码登录', value: 'qr' },
  { label: 'CA 证书登录', value: 'ca' },
];

const creditCodeInput = <Input prefix={<BankOutlined />} placeholder="18 位统一社会信用代码" maxLength={18} autoComplete="organization" />;

export function UnitPanel({ flow, method, onMethod, qrVersion }: LoginPanelProps & { method: UnitMethod; onMethod: (method: UnitMethod) => void }) {
  return (
    <div className="login-panel">
      <Segmented block options={METHODS} value={method} onChange={(value) => onMethod(value)} className="login-panel__methods" />
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
        <QrPanel
          key={`unit-qr-${qrVersion}`}
          issue={unitQrIssue}
          query={unitQrQuery}
          judge={unitQrJudge}
          scanWith="江苏智慧人社 App（单位经办）"
          onDone={(qrCode) => void flow.submit(() => api.basic.POST('/auth/unit/unitQrCodeLogin', { body: { qrCode } }))}
        />
      )}
      {method === 'ca' && <CaLoginForm flow={flow} />}
      <ThirdPartyButtons kind="unit" />
    </div>
  );
}

/** A one-time text for the CA client to sign; the server checks it was never used. */
function newAuthText(): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  return `HRSS-CA-${Date.now()}-${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function CaLoginForm({ flow }: LoginPanelProps) {
  const [commonAuthStr] = useState(newAuthText);
  return (
    <Form<{ socialCreditCode: string; verification: string }>
      name="unit-ca"
      layout="vertical"
      size="large"
      requiredMark={false}
      className="login-form"
      onFinish={(values) =>
        void flow.submit(() =>
          api.basic.POST('/auth/unit/unitCaLogin', {
            body: { socialCreditCode: values.socialCreditCode.trim().toUpperCase(), commonAuthStr, verification: values.verification.trim() },
          }),
        )
      }
    >
      <Alert
        type="info"
        showIcon
        className="login-form__tip"
        title="请插入单位 CA 数字证书（UKey），在证书客户端中对下方认证原文签名，并将签名结果粘贴到此处。"
      />
      <Form.Item label="认证原文">
        <Typography.Text code copyable className="login-form__authtext">
          {commonAuthStr}
        </Typography.Text>
      </Form.Item>
      <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
        {creditCodeInput}
      </Form.Item>
      <Form.Item name="verification" label="证书签名结果" rules={[{ required: true, whitespace: true, message: '请粘贴证书客户端生成的签名结果' }]}>
        <Input.TextArea rows={3} placeholder="Base64 格式的签名数据" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={flow.busy} icon={<SafetyCertificateOutlined />}>
        证书登录
      </Button>
    </Form>
  );
}
