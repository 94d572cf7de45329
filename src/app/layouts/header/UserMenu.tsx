// Top-bar account corner: login and registration links for visitors; for a
// logged-in user the account menu (AccountMenu), which arrives on demand.
import { UserOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { lazyComponent } from '../../../components/lazy-chunk';
import { loginHref, paths } from '../../../config/paths';
import { isLoggedIn, session } from '../../../stores/session';

/** The logged-in corner; a centre shell's prerender loads it first, so the shell shows it. */
export const AccountMenu = lazyComponent('AccountMenu', () => import('./AccountMenu').then((module) => module.AccountMenu));

export function UserMenu() {
  const { token, name } = useSnapshot(session);
  const { pathname, search } = useLocation();

  if (isLoggedIn({ token })) {
    return (
      <Suspense fallback={<span className="user-menu">您好，{name}</span>}>
        <AccountMenu />
      </Suspense>
    );
  }

  const onLoginPage = pathname === paths.login.login;
  return (
    <span className="user-menu">
      <Link className="topbar-action" to={onLoginPage ? paths.login.login : loginHref(pathname + search)}>
        <UserOutlined />
        <span>登录</span>
      </Link>
      <span aria-hidden="true">|</span>
      <Link className="topbar-action" to={paths.login.logon}>
        注册
      </Link>
    </span>
  );
}
