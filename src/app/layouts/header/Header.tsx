// The portal header: a top bar (welcome, city channel, account), the band with
// the emblem, name and search, and the main navigation.
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LogoMark } from '../../../components/LogoMark';
import { HELP_PHONE, MAIN_URL, PORTAL_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { home, SERVICE_OBJECTS, type ServiceObject } from '../../../stores/home';
import { AssistiveToolbarSwitch } from './AssistiveToolbarSwitch';
import { CitySwitch } from './CitySwitch';
import { ElderModeSwitch } from './ElderModeSwitch';
import { FunctionSearch } from './FunctionSearch';
import { UserMenu } from './UserMenu';
import './header.css';

// Each item opens a page of its own and is the one highlighted there. 个人办事 and
// 单位办事 open the catalogue of business items on their service object: the one
// of the catalogue's current service object is highlighted.
const NAVIGATION = [
  { to: MAIN_URL, label: '首页' },
  { to: paths.home.tobusiness, serviceObject: SERVICE_OBJECTS.person, label: '个人办事' },
  { to: paths.home.tobusiness, serviceObject: SERVICE_OBJECTS.unit, label: '单位办事' },
  { to: paths.home.publicQuery, label: '公共查询' },
  { to: paths.home.serviceGuide, label: '办事指南' },
  { to: paths.service.electronicMap, label: '服务网点' },
  { to: paths.feedback.feedback, label: '问题反馈' },
] as const satisfies ReadonlyArray<{ to: string; label: string; serviceObject?: ServiceObject }>;

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
              <li key={item.label}>
                {'serviceObject' in item ? (
                  <ServiceLink to={item.to} serviceObject={item.serviceObject} label={item.label} />
                ) : (
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}

/** The catalogue of business items on one service object; current while the catalogue shows that object. */
function ServiceLink({ to, serviceObject, label }: { to: string; serviceObject: ServiceObject; label: string }) {
  const { pathname } = useLocation();
  const shown = useSnapshot(home).serviceObject;
  const current = pathname === to && shown === serviceObject;
  return (
    <Link
      to={`${to}?serviceObject=${serviceObject}`}
      className={current ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Link>
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
