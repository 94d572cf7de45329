// /center/cancellation: cancelling the person account in three steps — the
// way and the reason (basic dictionaries logoutType and logoutReason), proof that it is the owner (an SMS
// code to the own phone, checked with sms/validateCodeLoggedIn, or face
// verification when that phone is gone: base/initFaceVerify → basic
// faceAuth/queryState), then the final confirmation (base/cancelAccount or
// base/cancelAccountByFaceAuth). The token dies with the account, so the
// portal forgets the session and returns to the home page.
import { Alert, Button, Checkbox, Flex, Form, Input, Radio, Select, Skeleton, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../../api';
import { answerOf, envelopeOf, messageToShow } from '../../../../components/apiAnswer';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { useFeedback } from '../../../../components/feedback';
import { forgetUser } from '../../../../components/logout';
import { TabbedPanels } from '../../../../components/TabbedPanels';
import { MAIN_URL } from '../../../../config/app';
import { paths } from '../../../../config/paths';
import { useDictionary } from '../../../../domain/dictionary/useDictionary';
import { checkFace, faceScanStart } from '../../../../domain/face-scan/scanChecks';
import { ScanVerification } from '../../../../domain/face-scan/ScanVerification';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../../domain/sms/useSmsSender';
import { validValues } from '../shared/validation';

/** The logoutReason code "other", which needs a written explanation. */
export const OTHER_REASON = '99';

interface ReasonForm {
  logoutType: string;
  reasonCode: string;
  reasonDesc?: string;
  understood: boolean;
}

type Proof = { kind: 'sms'; smsCode: string } | { kind: 'face'; faceSerialNo: string };

const NOTICES = [
  '注销后，您将无法使用本账户登录本网站及关联的“江苏智慧人社”App，已绑定的登录渠道和家庭成员将一并解除。',
  '您在本网站办理的业务记录、社会保险权益不受影响，仍可通过线下渠道查询。',
  '有正在办理中的业务时不能注销，请等待办结或撤回后再申请。',
  '注销后如需再次使用，须重新注册。',
];

export function CancellationScreen() {
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [reasonForm] = Form.useForm<ReasonForm>();
  const [smsForm] = Form.useForm<{ smsCode: string }>();
  const [proof, setProof] = useState<Proof>();
  const [way, setWay] = useState<'sms' | 'face'>('sms');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const reasons = useDictionary('logoutReason');
  const logoutTypes = useDictionary('logoutType');
  const sms = useSmsSender();
  const reasonCode = Form.useWatch('reasonCode', reasonForm);

  const attempt = async (call: () => Promise<void>) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await call();
    } catch (error) {
      setRefusal(messageToShow(error) ?? '提交未成功，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const confirmReason = async () => {
    if (!(await validValues(reasonForm))) return;
    setRefusal(undefined);
    setStep(1);
  };

  const confirmSms = async () => {
    const values = await validValues(smsForm);
    if (!values) return;
    const { smsCode } = values;
    await attempt(async () => {
      await envelopeOf(api.person.POST('/sms/validateCodeLoggedIn', { body: { smsCode, scene: 'cancelAccount' } }));
      setProof({ kind: 'sms', smsCode });
      setStep(2);
    });
  };

  const cancelAccount = () =>
    attempt(async () => {
      if (!proof) return;
      const { logoutType, reasonCode: code, reasonDesc = '' } = reasonForm.getFieldsValue();
      const reason = { logoutType, reasonCode: code, reasonDesc: reasonDesc.trim() };
      await envelopeOf(
        proof.kind === 'sms'
          ? api.person.POST('/base/cancelAccount', { body: { ...reason, smsCode: proof.smsCode } })
          : api.person.POST('/base/cancelAccountByFaceAuth', { body: { ...reason, faceSerialNo: proof.faceSerialNo } }),
      );
      forgetUser();
      void navigate(MAIN_URL, { replace: true });
      modal.success({ title: '账户已注销', content: '感谢您使用江苏人社网上办事服务大厅。如需再次使用，请重新注册。', okText: '知道了' });
    });

  return (
    <>
      <PageHeader title="注销账户" description="注销是不可恢复的操作，请仔细阅读以下须知。" />
      <Steps
        current={step}
        items={[{ title: '注销原因' }, { title: '身份验证' }, { title: '确认注销' }]}
        style={{ maxWidth: 640, marginBottom: 24 }}
      />

      <div hidden={step !== 0}>
        <Alert
          type="warning"
          showIcon
          title="注销须知"
          description={
            <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {NOTICES.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ol>
          }
          style={{ marginBottom: 20 }}
        />
        <Form form={reasonForm} layout="vertical" style={{ maxWidth: 560 }} aria-label="注销原因">
          <Form.Item name="logoutType" label="注销方式" rules={[{ required: true, message: '请选择注销方式' }]}>
            {logoutTypes.loading ? (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            ) : logoutTypes.failed ? (
              <Alert
                type="warning"
                showIcon
                title="注销方式加载失败"
                action={
                  <Button size="small" onClick={logoutTypes.reload}>
                    重新加载
                  </Button>
                }
              />
            ) : (
              <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={logoutTypes.data} />
            )}
          </Form.Item>
          <Form.Item name="reasonCode" label="注销原因" rules={[{ required: true, message: '请选择注销原因' }]}>
            <Select
              placeholder="请选择"
              loading={reasons.loading}
              options={reasons.data}
              notFoundContent={reasons.failed ? '原因列表加载失败，请刷新页面重试' : undefined}
            />
          </Form.Item>
          <Form.Item
            name="reasonDesc"
            label="补充说明"
            rules={[{ required: reasonCode === OTHER_REASON, whitespace: true, message: '选择“其他”时请说明注销原因' }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={reasonCode === OTHER_REASON ? '请说明注销原因' : '选填'} />
          </Form.Item>
          <Form.Item
            name="understood"
            valuePropName="checked"
            rules={[
              {
                validator: async (_, value: boolean) => {
                  if (!value) throw new Error('请阅读并确认注销须知');
                },
              },
            ]}
          >
            <Checkbox>我已阅读并知晓注销须知，确认注销本人账户</Checkbox>
          </Form.Item>
          <Button type="primary" danger onClick={() => void confirmReason()}>
            下一步
          </Button>
        </Form>
      </div>

      {step === 1 && (
        <div style={{ maxWidth: 560 }}>
          <TabbedPanels
            label="身份验证方式"
            activeKey={way}
            onChange={(key) => {
              setWay(key);
              setRefusal(undefined);
            }}
            items={[
              {
                key: 'sms',
                label: '短信验证码',
                children: (
                  <Form form={smsForm} layout="vertical" aria-label="短信验证">
                    <SmsCodeField label="发送到本人手机的验证码" send={() => sms.toOwnPhone('cancelAccount')} />
                    <Space>
                      <Button onClick={() => setStep(0)}>上一步</Button>
                      <Button type="primary" danger loading={busy} onClick={() => void confirmSms()}>
                        下一步
                      </Button>
                    </Space>
                  </Form>
                ),
              },
              {
                key: 'face',
                label: '人脸识别（手机号已不可用）',
                children: (
                  <>
                    <ScanVerification
                      instruction="请使用手机微信或支付宝扫描二维码，按提示完成本人人脸识别"
                      start={async () =>
                        faceScanStart(await answerOf(api.person.POST('/base/initFaceVerify', { body: { scene: 'cancelAccount' } })))
                      }
                      check={checkFace}
                      onPassed={(faceSerialNo) => {
                        setProof({ kind: 'face', faceSerialNo });
                        setStep(2);
                      }}
                    />
                    <Button onClick={() => setStep(0)}>上一步</Button>
                  </>
                ),
              },
            ]}
          />
        </div>
      )}

      {step === 2 && (
        <Flex vertical gap={16} style={{ maxWidth: 560 }}>
          <Alert type="error" showIcon title="确认注销本人账户？" description="提交后账户立即停用，当前登录随即失效，此操作不可撤销。" />
          <Typography.Text type="secondary">身份验证已通过（{proof?.kind === 'face' ? '人脸识别' : '短信验证码'}）。</Typography.Text>
          <Space>
            <Button
              onClick={() => {
                setProof(undefined);
                setStep(1);
              }}
            >
              上一步
            </Button>
            <Button type="primary" danger loading={busy} onClick={() => void cancelAccount()}>
              确认注销
            </Button>
            <Button
              onClick={() => {
                void message.info('已保留您的账户');
                void navigate(paths.center.account);
              }}
            >
              我再想想
            </Button>
          </Space>
        </Flex>
      )}

      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 16, maxWidth: 560 }} />}
      {sms.dialog}
    </>
  );
}
