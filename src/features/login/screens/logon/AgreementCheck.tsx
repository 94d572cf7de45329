// "I have read and agree" with links to the agreement pages that apply.
import { Checkbox, Form } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { AppPath } from '../../../../config/paths';
import { rules } from '../../logic/rules';

export function AgreementCheck({ agreement, name = 'agreement' }: { agreement: { path: AppPath; title: string }; name?: string }) {
  return (
    <Form.Item name={name} valuePropName="checked" rules={rules.agreement}>
      <Checkbox>
        我已阅读并同意
        <Link to={agreement.path} target="_blank">
          《{agreement.title}》
        </Link>
        和
        <Link to={paths.agreements.yszc} target="_blank">
          《隐私政策》
        </Link>
      </Checkbox>
    </Form.Item>
  );
}
