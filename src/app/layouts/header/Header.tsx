// The portal header: a top bar (welcome, city channel, account), the band with
// the emblem, name and search, and the main navigation.
import { Link, NavLink } from 'react-router-dom';
import { LogoMark } from '../../../components/LogoMark';
import { HELP_PHONE, MAIN_URL, PORTAL_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { SERVICE_OBJECTS } from '../../../stores/home';
import { AssistiveToolbarSwitch } from './AssistiveToolbarSwitch';
import { CitySwitch } from './CitySwitch';
import { ElderModeSwitch } from './ElderModeSwitch';
import { FunctionSearch } from './FunctionSearch';
import { UserMenu } from './UserMenu';
import './header.css';

// The two service shortcuts open the home page on that service object; only
// real pages are highlighted as the current one.
const NAVIGATION = [
  { to: MAIN_URL, label: '首页', highlight: true },
  { to: `${paths.home.index}?serviceObject=${SERVICE_OBJECTS.person}`, label: '个人办事', highlight: false },
  { to: `${paths.home.index}?serviceObject=${SERVICE_OBJECTS.unit}`, label: '单位办事', highlight: false },
  { to: paths.query.queryTransitional, label: '公共查询', highlight: true },
  { to: paths.query.materialquery, label: '办事指南', highlight: true },
  { to: paths.service.electronicMap, label: '服务网点', highlight: true },
  { to: paths.feedback.feedback, label: '问题反馈', highlight: true },
] as const;

export function Header() {
  return (
    <header className="portal-header no-print">
      <div className="portal-topbar">
        <div className="portal-container portal-topbar__inner">
          <div className="portal-topbar__left">
            <span className="portal-topbar__welcome">您好，欢迎访问{PORTAL_NAME}</span>
            <CitySwitch />
          </div>
          <div className="portal-topbar__right">
            <AssistiveToolbarSwitch />
            <ElderModeSwitch />
            <UserMenu />
            <span className="portal-topbar__hotline">咨询电话 {HELP_PHONE}</span>
          </div>
        </div>
      </div>
      <div className="portal-header__band">
        <div className="portal-container portal-header__band-inner">
          <Brand />
          <FunctionSearch />
        </div>
      </div>
      <nav className="portal-nav" aria-label="主导航">
        <div className="portal-container">
          <ul className="portal-nav__list">
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                {item.highlight ? (
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                ) : (
                  <Link to={item.to}>{item.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}

function Brand() {
  return (
    // Named by its visible text (WCAG 2.5.3), so speech users can say what they see.
    <NavLink to={MAIN_URL} className="portal-brand" title="返回首页">
      <LogoMark size={60} />
      <div>
        <p className="portal-brand__name">{PORTAL_NAME}</p>
        <p className="portal-brand__sub">Jiangsu Human Resources and Social Security Online Service Hall</p>
      </div>
    </NavLink>
  );
}
