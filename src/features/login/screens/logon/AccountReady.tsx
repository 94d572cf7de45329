// The end of the ways to an account (registration, upgrades, password and
// account resets): what happened, and the way to the login page.
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { StatusResult } from '../../../../components/StatusResult';
import { paths } from '../../../../config/paths';

/** The login page with the unit tab open. */
export const UNIT_LOGIN = `${paths.login.login}?type=unit`;

export function AccountReady({ title, detail, login = paths.login.login }: { title: string; detail: string; login?: string }) {
  return (
    <StatusResult
      status="success"
      title={title}
      subTitle={detail}
      extra={
        <Link to={login}>
          <Button type="primary">去登录</Button>
        </Link>
      }
    />
  );
}
