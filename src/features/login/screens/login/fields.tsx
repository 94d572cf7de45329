// Fields several login tabs share.
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { Input, PasswordInput } from '../../../../components/inputs';
import { rules } from '../../logic/rules';

export function cellphoneField(label: string) {
  return (
    <Form.Item name="cellphone" label={label} rules={rules.cellphone}>
      <Input prefix={<MobileOutlined />} placeholder="11 位手机号码" maxLength={11} inputMode="numeric" autoComplete="tel" />
    </Form.Item>
  );
}

export const passwordField = (
  <Form.Item name="password" label="密码" rules={rules.loginPassword}>
    <PasswordInput prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={20} />
  </Form.Item>
);
