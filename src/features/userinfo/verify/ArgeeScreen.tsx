// /center/argee and /unitcenter/argee: what the yearly verification is for,
// agreed to before it starts; "later" is offered while the service allows it.
import { Alert, Button, Checkbox, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { useFeedback } from '../../../components/feedback';
import { useSubmission } from '../../../components/useSubmission';
import { ORGANISER } from '../../../config/app';
import { useVerificationSubject } from '../common/VerificationStatus';
import { FLOWS, skipNotice, type Subject } from './flow';
import { FlowPage } from './FlowGate';

const WHAT_IS_CHECKED: Record<Subject, string> = {
  person: '姓名、证件号码、民族、户口性质、户籍地址、常住地址、文化程度、政治面貌和联系电话',
  unit: '单位名称、统一社会信用代码、经营地址、所属行业、在职职工人数和社保联系人',
};

export function ArgeeScreen({ subject }: { subject: Subject }) {
  const flow = FLOWS[subject];
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [agreed, setAgreed] = useState(false);
  const { submitting: skipping, refusal, submit } = useSubmission();
  const verification = useVerificationSubject();
  const { data } = verification;

  const skip = () =>
    submit(async () => {
      const skipped = await answerOf(api.channel.POST('/biVerification/biVerificationSkip', { body: { subjectType: subject } }));
      message.success(skipNotice(skipped.nextRemindDate, skipped.remainingSkips));
      navigate(flow.home);
    });

  return (
    <FlowPage subject={subject} title="基本信息核验" step={0}>
      {/* The notice is the same for everyone, and the page's largest paint: the centre's prerendered shell holds it
          (the route table's inShell), so it shows before the code; what is the user's follows the status call. */}
      <Flex vertical gap={16}>
        <AsyncView state={verification} rows={1}>
          {(data) =>
            data.needVerify ? (
              <Alert type="warning" showIcon title={`${data.subjectName}：${data.reason}`} />
            ) : (
              <Alert type="info" showIcon title={`${data.subjectName}本年度已完成核验，如信息有变化可重新核验。`} />
            )
          }
        </AsyncView>
        {refusal && <Alert type="error" showIcon title={refusal} />}
        {/* Focusable: where the text scrolls (关怀版's larger type), the keyboard scrolls it too. */}
        <div className="userinfo-agreement" role="document" aria-label="基本信息核验告知书" tabIndex={0}>
          <Typography.Title level={5} style={{ textAlign: 'center' }}>
            基本信息核验告知书
          </Typography.Title>
          <p>
            为保障社会保险待遇准确发放、防范冒领和信息被冒用，根据社会保险经办和个人信息保护的有关规定，{ORGANISER}
            每年组织参保{subject === 'person' ? '人员' : '单位'}对登记的基本信息进行核验。
          </p>
          <p>本次核验的信息包括：{WHAT_IS_CHECKED[subject]}。</p>
          <p>
            {subject === 'person'
              ? '核验前须通过手机扫码完成本人人脸检测，确认为本人操作。'
              : '核验前须通过短信验证社保联系人的手机号码，确认联系渠道有效。'}
            您提交的信息仅用于社会保险登记和经办服务，经办机构将依法保护您的信息安全，不会向无关第三方提供。
          </p>
          <p>请如实核对并确认。提供虚假信息的，由此产生的待遇差错和法律责任由提交人承担。</p>
        </div>
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
          我已阅读并同意《基本信息核验告知书》
        </Checkbox>
        <Space wrap>
          <Button type="primary" size="large" disabled={!agreed} onClick={() => navigate(flow.identity)}>
            同意并开始核验
          </Button>
          {data?.needVerify && data.skipAllowed && data.remainingSkips > 0 && (
            <Button size="large" loading={skipping} onClick={() => void skip()}>
              暂不核验（本年度还可暂缓 {data.remainingSkips} 次）
            </Button>
          )}
        </Space>
      </Flex>
    </FlowPage>
  );
}

export const PersonArgeeScreen = () => <ArgeeScreen subject="person" />;
export const UnitArgeeScreen = () => <ArgeeScreen subject="unit" />;
