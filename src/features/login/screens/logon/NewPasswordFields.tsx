// A new password with its strength meter and the confirmation.
import { Form, Input } from 'antd';
import { PasswordStrength } from '../../components/PasswordStrength';
import { rules, sameAs } from '../../logic/rules';

export function NewPasswordFields({ name = 'password', label = '登录密码' }: { name?: string; label?: string }) {
  const password = (Form.useWatch(name) as string | undefined) ?? '';
  return (
    <>
      <Form.Item name={name} label={label} rules={rules.newPassword}>
        <Input.Password autoComplete="new-password" placeholder="8–20 位，含字母、数字和特殊字符" maxLength={20} />
      </Form.Item>
      <PasswordStrength value={password} />
      <Form.Item
        name={`${name}Confirm`}
        label="确认密码"
        dependencies={[name]}
        rules={[{ required: true, message: '请再次输入密码' }, sameAs(name)]}
      >
        <Input.Password autoComplete="new-password" placeholder="再次输入密码" maxLength={20} />
      </Form.Item>
    </>
  );
}
