// Checking a printed certificate (jgb/verifyPrintedCert): anyone — a school, a
// housing office — types the certificate number and verification code printed
// on it, passes the slider, and sees whether it is genuine. The number may
// arrive in the address (`&certNo=…`).
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, serverMessageText, isSuccess } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { useCaptcha } from '../../../../../components/slider-captcha/useCaptcha';
import { StatusResult } from '../../../../../components/StatusResult';
import { labelOf } from '../shared/format';

type Verdict = components['schemas']['PrintedCertVerifyResponse']['map'];

const CERT_NO = /^[A-Z]{4}[0-9]{16}$/;
const VERIFY_CODE = /^[A-Z0-9]{8}$/;

interface VerifyValues {
  certNo: string;
  verifyCode: string;
}

const upperCase = (event: { target: { value: string } }) => event.target.value.toUpperCase().trim();

export function VerifyCertScreen() {
  const [params] = useSearchParams();
  const { requestTicket, captchaDialog } = useCaptcha();
  const [verdict, setVerdict] = useState<Verdict>();
  const [refusal, setRefusal] = useState<string>();
  const [checking, setChecking] = useState(false);
  const presetNo = params.get('certNo') ?? '';

  const verify = async (values: VerifyValues) => {
    const ticket = await requestTicket();
    if (!ticket) return;
    setChecking(true);
    setRefusal(undefined);
    try {
      const { data } = await api.businessCenter.POST('/jgb/verifyPrintedCert', {
        body: { certNo: values.certNo, verifyCode: values.verifyCode, ...ticket },
      });
      if (!data) return;
      if (isSuccess(data)) setVerdict(data.map);
      else setRefusal(serverMessageText(data.msg));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary" className="benefit-intro">
        输入打印证明页脚的证明编号与验证码，核验参保证明、缴费证明、退休证明等是否由人社部门出具且仍在验真有效期内。
      </Typography.Paragraph>
      <Form<VerifyValues>
        layout="inline"
        className="benefit-filters"
        initialValues={{ certNo: CERT_NO.test(presetNo) ? presetNo : undefined }}
        onFinish={(values) => void verify(values)}
      >
        <Form.Item
          name="certNo"
          label="证明编号"
          getValueFromEvent={upperCase}
          rules={[
            { required: true, message: '请输入证明编号' },
            { pattern: CERT_NO, message: '证明编号为 4 位字母加 16 位数字' },
          ]}
        >
          <Input maxLength={20} placeholder="如 GRCB2026112200031207" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item
          name="verifyCode"
          label="验证码"
          getValueFromEvent={upperCase}
          rules={[
            { required: true, message: '请输入验证码' },
            { pattern: VERIFY_CODE, message: '验证码为 8 位字母或数字' },
          ]}
        >
          <Input maxLength={8} placeholder="8 位" style={{ width: 140 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SafetyCertificateOutlined />} loading={checking}>
          验证
        </Button>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
      {verdict?.valid === true && (
        <StatusResult
          status="success"
          title="证明真实有效"
          extra={
            <Descriptions
              bordered
              size="small"
              column={1}
              style={{ maxWidth: 560, margin: '0 auto', textAlign: 'left' }}
              items={[
                {
                  key: 'type',
                  label: '证明类别',
                  children: labelOf(ENUM_LABELS['PrintedCertVerifyResponse.map.certType'], verdict.certType),
                },
                { key: 'holder', label: '持有人', children: verdict.holderNameMasked },
                { key: 'org', label: '出具机构', children: verdict.issueOrg },
                { key: 'date', label: '出具日期', children: verdict.issueDate },
                { key: 'until', label: '验真有效期至', children: verdict.validUntil },
              ]}
            />
          }
        />
      )}
      {verdict?.valid === false && (
        <StatusResult
          status="warning"
          title="未能验证该证明"
          subTitle="证明编号与验证码不匹配，或已超过验真有效期。请核对后重新输入，或向出具机构核实。"
        />
      )}
      {captchaDialog}
    </>
  );
}
