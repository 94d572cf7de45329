// /center/checkPhone: when the account's phone and the one in the social
// insurance register differ (base/checkUpdateCellphoneTodo), the person picks
// which is right and proves it with an SMS code sent to that number:
// the account's → base/updateCellphoneTodo (code via sms/sendCodeLoggedIn);
// the register's → base/updateCellphoneFromBaseInfo (code via sms/sendCode).
import { Alert, Button, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { Panel } from '../../../components/Panel';
import { StatusResult } from '../../../components/StatusResult';
import { useAsyncData } from '../../../components/useAsyncData';
import { useSubmission } from '../../../components/useSubmission';
import { paths } from '../../../config/paths';
import { SmsCodeField } from '../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../domain/sms/useSmsSender';
import { mobileProblem } from '../common/phone';
import '../userinfo.css';

type CellphoneTodo = components['schemas']['CellphoneTodoResponse']['map'];
type Choice = 'account' | 'register';

interface PhoneForm {
  cellphone: string;
  smsCode: string;
}

function ChoiceCard({
  active,
  title,
  phone,
  text,
  onChoose,
}: {
  active: boolean;
  title: string;
  phone: string;
  text: string;
  onChoose: () => void;
}) {
  return (
    <Panel
      className={`userinfo-choice${active ? ' userinfo-choice--active' : ''}`}
      role="radio"
      aria-checked={active}
      tabIndex={0}
      onClick={onChoose}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onChoose();
      }}
    >
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ fontSize: 20, margin: '8px 0' }}>{phone}</div>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Panel>
  );
}

function Resolve({ todo, onDone }: { todo: CellphoneTodo; onDone: (choice: Choice) => void }) {
  const [choice, setChoice] = useState<Choice>('account');
  const [form] = Form.useForm<PhoneForm>();
  const typed = Form.useWatch('cellphone', form);
  const sms = useSmsSender();
  const { submitting, refusal, submit } = useSubmission();
  const masked = choice === 'account' ? todo.accountCellphoneMasked : todo.baseInfoCellphoneMasked;

  const send = () => (choice === 'register' ? sms.toNumber(typed, 'changeCellphone') : sms.toOwnPhone('syncCellphone'));

  const save = ({ cellphone, smsCode }: PhoneForm) =>
    submit(async () => {
      const body = { cellphone, smsCode };
      await answerOf(
        choice === 'account'
          ? api.person.POST('/base/updateCellphoneTodo', { body })
          : api.person.POST('/base/updateCellphoneFromBaseInfo', { body }),
      );
      onDone(choice);
    });

  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="您的门户账户手机号与社保登记的手机号不一致，请选择以哪一个号码为准。"
      />
      <Row gutter={16} role="radiogroup" aria-label="以哪个手机号为准" style={{ marginBottom: 20 }}>
        <Col xs={24} md={12}>
          <ChoiceCard
            active={choice === 'account'}
            title="以门户账户手机号为准"
            phone={todo.accountCellphoneMasked}
            text="把社保登记的联系电话更新为该号码"
            onChoose={() => setChoice('account')}
          />
        </Col>
        {todo.baseInfoCellphoneMasked && (
          <Col xs={24} md={12}>
            <ChoiceCard
              active={choice === 'register'}
              title="以社保登记的手机号为准"
              phone={todo.baseInfoCellphoneMasked}
              text="把门户账户手机号更新为该号码，之后用该号码登录"
              onChoose={() => setChoice('register')}
            />
          </Col>
        )}
      </Row>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" aria-label="手机号核验" style={{ maxWidth: 460 }} onFinish={(values) => void save(values)}>
        <Form.Item
          name="cellphone"
          label={`请输入完整号码（${masked ?? ''}）`}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = mobileProblem(value, masked);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder="11 位手机号码" />
        </Form.Item>
        <SmsCodeField key={choice} disabled={mobileProblem(typed, masked) !== undefined} send={send} />
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          确认
        </Button>
      </Form>
      {sms.dialog}
    </>
  );
}

export function CheckPhoneScreen() {
  const todo = useAsyncData('cellphone-todo', () => answerOf(api.person.POST('/base/checkUpdateCellphoneTodo', { body: {} })));
  const [done, setDone] = useState<Choice>();
  const back = (
    <Link to={paths.center.personInfo}>
      <Button type="primary">返回个人基本信息</Button>
    </Link>
  );
  return (
    <div className="userinfo-screen">
      <Typography.Title level={3}>手机号核验</Typography.Title>
      {done ? (
        <StatusResult
          status="success"
          title="手机号已统一"
          subTitle={done === 'register' ? '门户账户手机号已更新，下次请使用新手机号登录。' : '社保登记的联系电话已更新为账户手机号。'}
          extra={back}
        />
      ) : (
        <AsyncView state={todo} rows={4}>
          {(data) =>
            data.todo ? (
              <Resolve todo={data} onDone={setDone} />
            ) : (
              <StatusResult
                status="success"
                title="手机号一致，无需处理"
                subTitle={`账户手机号 ${data.accountCellphoneMasked} 与社保登记一致。`}
                extra={back}
              />
            )
          }
        </AsyncView>
      )}
    </div>
  );
}
