// Casual users: password login with the slider.
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { paths } from '../../../../config/paths';
import { CaptchaForm } from './CaptchaForm';
import { cellphoneField, passwordField } from './fields';
import type { LoginPanelProps } from './panel';

export function CasualPanel({ flow }: LoginPanelProps) {
  return (
    <div className="login-panel">
      <CaptchaForm<{ cellphone: string; password: string }>
        name="casual-password"
        busy={flow.busy}
        account={(values) => ({ userType: 'casual', account: values.cellphone.trim() })}
        onSubmit={(values, ticket) =>
          flow.submit(() =>
            api.basic.POST('/auth/casual/passwordLogin', {
              body: { cellphone: values.cellphone.trim(), password: values.password, ...ticket },
            }),
          )
        }
        footer={
          <div className="login-form__links">
            <Link to={paths.login.tempuser}>临时用户说明</Link>
            <span className="login-form__hint">临时账号由经办窗口发放</span>
          </div>
        }
      >
        <>
          {cellphoneField('手机号码')}
          {passwordField}
        </>
      </CaptchaForm>
    </div>
  );
}
