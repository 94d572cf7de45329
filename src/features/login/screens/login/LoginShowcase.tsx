// The left side of the login page: what the portal offers and how to get help.
// Plain markup (no antd Typography): the login page is the portal's first page.
import { CheckCircleFilled, PhoneOutlined } from '@ant-design/icons';
import { HELP_PHONE, PORTAL_SHORT_NAME } from '../../../../config/app';

const OFFERS = [
  '社会保险参保缴费查询与证明打印',
  '就业创业、职业技能培训补贴申领',
  '社会保障卡申领、挂失与解挂',
  '单位经办人统一管理与网上业务办理',
];

export function LoginShowcase() {
  return (
    <section className="login-showcase" aria-label="平台介绍">
      <h2 className="login-showcase__title">{PORTAL_SHORT_NAME}</h2>
      <p className="login-showcase__lead">一次登录，全省人社业务网上办、掌上办</p>
      <ul className="login-showcase__list">
        {OFFERS.map((offer) => (
          <li key={offer}>
            <CheckCircleFilled /> {offer}
          </li>
        ))}
      </ul>
      <p className="login-showcase__help">
        <PhoneOutlined /> 咨询服务热线 {HELP_PHONE}
      </p>
    </section>
  );
}
