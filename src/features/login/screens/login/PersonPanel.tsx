// Person login: account password, SMS code, app QR code, e-card QR code, and
// the payment-app and provincial government platforms (whole-page redirects
// that come back to /aliLogin and /thirdLogin).
import { IdcardOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { Input } from '../../../../components/inputs';
import { lazyComponent } from '../../../../components/lazy-chunk';
import { TabPanel, TabStrip, useTabIds } from '../../../../components/TabStrip';
import { usePreloadWhenIdle } from '../../../../components/usePreloadWhenIdle';
import { paths } from '../../../../config/paths';
import { QrPanelLoading } from '../../components/LazyQrPanel';
import { rules } from '../../logic/rules';
import { CaptchaForm } from './CaptchaForm';
import { passwordField } from './fields';
import { LazySmsLoginForm, smsLoginFormCode } from './LazySmsLoginForm';
import type { LoginPanelProps } from './panel';
import type { SmsLoginValues } from './SmsLoginForm';
import { ThirdPartyButtons } from './ThirdPartyButtons';

// The QR logins (their panel and polling) arrive when one is chosen.
const PersonQrLogin = lazyComponent('PersonQrLogin', () => import('./PersonQrLogin').then((module) => module.PersonQrLogin));

export type PersonMethod = 'password' | 'sms' | 'qr' | 'ecard';

const METHODS: { label: string; key: PersonMethod }[] = [
  { label: '密码登录', key: 'password' },
  { label: '短信登录', key: 'sms' },
  { label: '扫码登录', key: 'qr' },
  { label: '电子社保卡', key: 'ecard' },
];

export function PersonPanel({
  flow,
  method,
  onMethod,
  qrVersion,
}: LoginPanelProps & { method: PersonMethod; onMethod: (method: PersonMethod) => void }) {
  const methodIds = useTabIds();
  usePreloadWhenIdle(smsLoginFormCode);
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
          <CaptchaForm<{ username: string; password: string }>
            name="person-password"
            busy={flow.busy}
            account={(values) => ({ userType: 'person', account: values.username.trim().toUpperCase() })}
            onSubmit={(values, ticket) =>
              flow.submit(() =>
                api.basic.POST('/auth/person/passwordLogin', {
                  body: { username: values.username.trim().toUpperCase(), password: values.password, ...ticket },
                }),
              )
            }
            footer={
              <div className="login-form__links">
                <Link to={paths.logon.forgetpsd}>忘记密码？</Link>
                <Link to={paths.logon.register}>没有账号？立即注册</Link>
              </div>
            }
          >
            <>
              <Form.Item name="username" label="账号" rules={rules.account}>
                <Input prefix={<IdcardOutlined />} placeholder="身份证号 / 手机号" autoComplete="username" maxLength={18} />
              </Form.Item>
              {passwordField}
            </>
          </CaptchaForm>
        )}
        {method === 'sms' && (
          <LazySmsLoginForm<SmsLoginValues>
            name="person-sms"
            busy={flow.busy}
            scene="login"
            cellphoneLabel="手机号码"
            cellphonePlaceholder="注册时绑定的手机号"
            onSubmit={(values) =>
              void flow.submit(() =>
                api.basic.POST('/auth/person/cellphoneCodeLogin', {
                  body: { cellphone: values.cellphone.trim(), cellphoneCode: values.smsCode.trim() },
                }),
              )
            }
            footer={<p className="login-form__links login-form__hint">未注册的手机号请先注册个人账号</p>}
          />
        )}
        {(method === 'qr' || method === 'ecard') && (
          <Suspense fallback={<QrPanelLoading />}>
            <PersonQrLogin method={method} flow={flow} qrVersion={qrVersion} />
          </Suspense>
        )}
      </TabPanel>
      <ThirdPartyButtons kind="person" />
    </div>
  );
}
