// /unitcenter/changecode: the unit manager or agent changes their own password.
import { api } from '../../../api';
import { envelopeOf } from '../../../components/apiAnswer';
import { ChangePasswordForm } from '../../../components/centre/ChangePasswordForm';
import { PageHeader } from '../../../components/centre/PageHeader';

export function ChangeCodeScreen() {
  return (
    <>
      <PageHeader description="修改本人的单位账号登录密码。新密码不能与原密码及最近三次使用过的密码相同。" />
      <ChangePasswordForm
        submit={(oldPassword, newPassword) =>
          envelopeOf(api.unit.POST('/unitBase/updateUnitPassword', { body: { oldPassword, newPassword } }))
        }
      />
    </>
  );
}
