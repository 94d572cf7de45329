// Name and resident ID number of the person who proves who they are (before a
// face verification): `whose` names them in the labels, e.g. 法定代表人.
import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { rules } from '../../logic/rules';

export function IdentityFields({ whose = '' }: { whose?: string }) {
  return (
    <>
      <Form.Item name="name" label={`${whose}姓名`} rules={rules.name}>
        <Input prefix={<UserOutlined />} placeholder="与居民身份证一致" maxLength={50} />
      </Form.Item>
      <Form.Item name="idCardNo" label={`${whose}公民身份号码`} rules={rules.idCardNo}>
        <Input prefix={<IdcardOutlined />} maxLength={18} />
      </Form.Item>
    </>
  );
}
