// Institution (organ) users: password login with the slider. Loaded when the tab is opened.
import { NumberOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { Input } from '../../../../components/inputs';
import { paths } from '../../../../config/paths';
import { rules } from '../../logic/rules';
import { CaptchaForm } from './CaptchaForm';
import { cellphoneField, passwordField } from './fields';
import type { LoginPanelProps } from './panel';

export function OrganPanel({ flow }: LoginPanelProps) {
  return (
    <div className="login-panel">
      <CaptchaForm<{ aaz100: string; cellphone: string; password: string }>
        name="organ-password"
        busy={flow.busy}
        account={(values) => ({ userType: 'organ', account: values.cellphone.trim() })}
        onSubmit={(values, ticket) =>
          flow.submit(() =>
            api.basic.POST('/auth/organ/organPasswordLogin', {
              body: { aaz100: values.aaz100.trim(), cellphone: values.cellphone.trim(), password: values.password, ...ticket },
            }),
          )
        }
        footer={
          <div className="login-form__links">
            <Link to={`${paths.logon.unitforget}?type=organ`}>忘记密码？</Link>
            <span className="login-form__hint">机构账号由经办机构开通</span>
          </div>
        }
      >
        <>
          <Form.Item name="aaz100" label="机构编号" rules={rules.organCode}>
            <Input prefix={<NumberOutlined />} placeholder="社保经办系统中的机构编号" maxLength={20} inputMode="numeric" />
          </Form.Item>
          {cellphoneField('管理员或经办人手机号')}
          {passwordField}
        </>
      </CaptchaForm>
    </div>
  );
}
