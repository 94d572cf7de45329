// Logins through other platforms: ask our server for the platform's page, then
// leave for it; the platform sends the user back to the portal page that
// finishes the login (/aliLogin, /thirdLogin, /buUnitLogin, /login for WeChat
// and the e-business licence).
import { AlipayCircleOutlined, BankOutlined, GlobalOutlined, SafetyCertificateOutlined, WechatOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { api, isSuccess, type Envelope } from '../../../../api';
import { followUrl } from '../../../../components/navigation';
import { BASE_PATH } from '../../../../config/app';
import { paths } from '../../../../config/paths';
import { EBUSINESS_RETURN_PARAM, UNIT_RETURN_PARAM, WECHAT_RETURN_PARAM } from '../../logic/third-party';

interface Platform {
  key: string;
  label: string;
  icon: ReactNode;
  /** The platform's page, or undefined when the call failed (already shown). */
  locate: () => Promise<string | undefined>;
}

const portalUrl = (path: string) => `${window.location.origin}${BASE_PATH}${path}`;

async function located(call: Promise<{ data?: Envelope<{ authUrl?: string; loginUrl?: string }> }>): Promise<string | undefined> {
  const { data } = await call;
  return isSuccess(data) ? (data.map.authUrl ?? data.map.loginUrl) : undefined;
}

const PERSON_PLATFORMS: Platform[] = [
  {
    key: 'alipay',
    label: '支付宝',
    icon: <AlipayCircleOutlined />,
    locate: () =>
      located(api.person.POST('/extend/goAlipay', { body: { purpose: 'login', returnUrl: `${BASE_PATH}${paths.login.aliLogin}` } })),
  },
  {
    key: 'wechat',
    label: '微信',
    icon: <WechatOutlined />,
    locate: () =>
      located(
        api.person.POST('/extend/goWechat', {
          body: { purpose: 'login', returnUrl: `${BASE_PATH}${paths.login.login}?${WECHAT_RETURN_PARAM}=1` },
        }),
      ),
  },
  {
    key: 'gov',
    label: '江苏政务服务网',
    icon: <GlobalOutlined />,
    locate: () =>
      located(api.person.POST('/extend/goGov', { body: { purpose: 'login', returnUrl: `${BASE_PATH}${paths.login.thirdLogin}` } })),
  },
];

const UNIT_PLATFORMS: Platform[] = [
  {
    key: 'gov',
    label: '政务服务网法人登录',
    icon: <GlobalOutlined />,
    locate: () =>
      located(
        api.unit.POST('/unitExtend/getUnitGoveLoginUrl', {
          body: { platform: 'gov', redirectUrl: portalUrl(`${paths.login.thirdLogin}?${UNIT_RETURN_PARAM}=1`) },
        }),
      ),
  },
  {
    key: 'rsb',
    label: '人社部平台单位登录',
    icon: <BankOutlined />,
    locate: () =>
      located(
        api.unit.POST('/unitExtend/getUnitGoveLoginUrl', { body: { platform: 'rsb', redirectUrl: portalUrl(paths.login.buUnitLogin) } }),
      ),
  },
  {
    key: 'ebusiness',
    label: '电子营业执照',
    icon: <SafetyCertificateOutlined />,
    locate: () =>
      located(
        api.unit.POST('/unitExtend/getEbusinessLicenseLoginUrl', {
          body: { redirectUrl: portalUrl(`${paths.login.login}?${EBUSINESS_RETURN_PARAM}=1`) },
        }),
      ),
  },
];

export function ThirdPartyButtons({ kind }: { kind: 'person' | 'unit' }) {
  const [leaving, setLeaving] = useState<string>();
  const go = async (platform: Platform) => {
    setLeaving(platform.key);
    const url = await locateSafely(platform);
    if (followUrl(url, { opening: 'self', source: 'service' }).kind === 'rejected') setLeaving(undefined);
  };
  return (
    <div className="login-third">
      <p className="login-third__title">其他登录方式</p>
      <div className="login-third__list">
        {(kind === 'person' ? PERSON_PLATFORMS : UNIT_PLATFORMS).map((platform) => (
          <Button key={platform.key} icon={platform.icon} loading={leaving === platform.key} onClick={() => void go(platform)}>
            {platform.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

async function locateSafely(platform: Platform): Promise<string | undefined> {
  try {
    return await platform.locate();
  } catch {
    return undefined;
  }
}
