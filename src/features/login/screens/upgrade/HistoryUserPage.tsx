// /main/logon/historyUser: a unit with an account on the old portal moves it to
// the new account model. Check the credit code (unit checkHistoryUnit), prove
// control of the manager's phone on record (sendHistoryUnitCode, then
// moveHistoryUnit moves agents and addresses), and confirm (finishHistoryUnit).
import { BankOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../../../api';
import { useSubmission } from '../../../../components/useSubmission';
import { paths } from '../../../../config/paths';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { useSmsSender } from '../../../../domain/sms/useSmsSender';
import { rules } from '../../logic/rules';
import { AccountReady, UNIT_LOGIN } from '../logon/AccountReady';
import { AgreementCheck } from '../logon/AgreementCheck';
import { LogonFrame, RefusalAlert } from '../logon/LogonFrame';
import '../../login.css';
import '../logon/logon.css';

interface HistoryAccount {
  socialCreditCode: string;
  unitName: string;
  oldAccountMasked: string;
  managerCellphoneMasked: string;
}

interface Moved {
  moveSerial: string;
  movedAgentCount: number;
  movedAddressCount: number;
  expireTime: string;
}

/** The query parameter that brings the credit code from the login or registration page. */
export const CREDIT_CODE_PARAM = 'socialCreditCode';

export function HistoryUserPage() {
  const [account, setAccount] = useState<HistoryAccount>();
  const [moved, setMoved] = useState<Moved>();
  const [upgradedName, setUpgradedName] = useState<string>();
  const step = upgradedName ? 3 : moved ? 2 : account ? 1 : 0;

  return (
    <LogonFrame title="历史单位用户升级" extra={<Link to={UNIT_LOGIN}>已升级？去登录</Link>}>
      <Steps current={step} items={[{ title: '核对单位' }, { title: '验证管理员手机' }, { title: '确认升级' }, { title: '完成' }]} />
      {step === 0 && <FindHistoryAccount onFound={setAccount} />}
      {step === 1 && account && <MoveAccount account={account} onMoved={setMoved} onBack={() => setAccount(undefined)} />}
      {step === 2 && account && moved && (
        <FinishUpgrade account={account} moved={moved} onFinished={setUpgradedName} onRestart={() => setMoved(undefined)} />
      )}
      {step === 3 && upgradedName && (
        <AccountReady
          title="单位账号升级成功"
          detail={`${upgradedName}今后请使用统一社会信用代码、管理员手机号和原密码登录；原密码强度不足的，登录后须先修改密码。`}
          login={UNIT_LOGIN}
        />
      )}
    </LogonFrame>
  );
}

type Finding = { kind: 'none' } | { kind: 'upgraded'; unitName: string };

function FindHistoryAccount({ onFound }: { onFound: (account: HistoryAccount) => void }) {
  const [search] = useSearchParams();
  const { refusal, submitting: busy, run } = useSubmission();
  const [finding, setFinding] = useState<Finding>();

  const find = async ({ socialCreditCode }: { socialCreditCode: string }) => {
    setFinding(undefined);
    const code = socialCreditCode.trim().toUpperCase();
    const map = await run(
      api.unit.POST('/unitBase/checkHistoryUnit', { body: { socialCreditCode: code } }),
      '历史账号查询未成功，请稍后重试',
    );
    if (!map) return;
    if (!map.historyUser) setFinding({ kind: 'none' });
    else if (map.upgraded) setFinding({ kind: 'upgraded', unitName: map.unitName ?? '该单位' });
    else
      onFound({
        socialCreditCode: code,
        unitName: map.unitName ?? '',
        oldAccountMasked: map.oldAccountMasked ?? '',
        managerCellphoneMasked: map.managerCellphoneMasked ?? '',
      });
  };

  return (
    <Form
      name="history-find"
      layout="vertical"
      className="logon-form"
      initialValues={{ socialCreditCode: search.get(CREDIT_CODE_PARAM) ?? '' }}
      onFinish={(values: { socialCreditCode: string }) => void find(values)}
    >
      <Typography.Paragraph>
        在旧版网上服务平台注册过单位账号的，须升级后才能登录本平台办理业务。升级不改变单位的参保信息和原登录密码。
      </Typography.Paragraph>
      <Form.Item name="socialCreditCode" label="统一社会信用代码" rules={rules.socialCreditCode}>
        <Input prefix={<BankOutlined />} maxLength={18} placeholder="18 位统一社会信用代码" />
      </Form.Item>
      {finding?.kind === 'none' && (
        <Alert
          className="logon-refusal"
          type="info"
          showIcon
          title="未查到该单位在旧版平台的账号"
          description={
            <Space>
              请核对统一社会信用代码，或<Link to={paths.logon.dwregister}>注册新的单位账号</Link>
            </Space>
          }
        />
      )}
      {finding?.kind === 'upgraded' && (
        <Alert
          className="logon-refusal"
          type="success"
          showIcon
          title={`${finding.unitName}的账号已完成升级`}
          description={<Link to={UNIT_LOGIN}>直接登录</Link>}
        />
      )}
      <RefusalAlert text={refusal} />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        查询历史账号
      </Button>
    </Form>
  );
}

function AccountSummary({ account }: { account: HistoryAccount }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className="upgrade-summary"
      items={[
        { key: 'unit', label: '单位名称', children: account.unitName },
        { key: 'code', label: '统一社会信用代码', children: account.socialCreditCode },
        { key: 'account', label: '旧版登录账号', children: account.oldAccountMasked },
        { key: 'phone', label: '登记的管理员手机', children: account.managerCellphoneMasked },
      ]}
    />
  );
}

function MoveAccount({ account, onMoved, onBack }: { account: HistoryAccount; onMoved: (moved: Moved) => void; onBack: () => void }) {
  const sms = useSmsSender();
  const { refusal, submitting: busy, run } = useSubmission();

  const send = () =>
    sms.withTicket((ticket) =>
      api.unit.POST('/unitBase/sendHistoryUnitCode', { body: { socialCreditCode: account.socialCreditCode, ...ticket } }),
    );

  const move = async ({ smsCode }: { smsCode: string }) => {
    const map = await run(
      api.unit.POST('/unitBase/moveHistoryUnit', { body: { socialCreditCode: account.socialCreditCode, cellphoneCode: smsCode.trim() } }),
      '数据迁移未成功，请核对验证码后重试',
    );
    if (map) onMoved(map);
  };

  return (
    <Form name="history-move" layout="vertical" className="logon-form" onFinish={(values: { smsCode: string }) => void move(values)}>
      <AccountSummary account={account} />
      <Typography.Paragraph type="secondary">
        验证码将发送至旧版账号登记的管理员手机。该手机已停用的，请持单位证明材料到经办机构办理。
      </Typography.Paragraph>
      <SmsCodeField send={send} />
      <RefusalAlert text={refusal} />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        验证并迁移数据
      </Button>
      <Button type="link" block onClick={onBack}>
        更换单位
      </Button>
      {sms.dialog}
    </Form>
  );
}

interface FinishProps {
  account: HistoryAccount;
  moved: Moved;
  onFinished: (unitName: string) => void;
  onRestart: () => void;
}

function FinishUpgrade({ account, moved, onFinished, onRestart }: FinishProps) {
  const { refusal, submitting: busy, run } = useSubmission();
  const finish = async () => {
    const map = await run(
      api.unit.POST('/unitBase/finishHistoryUnit', { body: { moveSerial: moved.moveSerial, agreement: true } }),
      '升级未完成，请重新迁移数据',
    );
    if (map) onFinished(map.unitName);
  };
  return (
    <Form name="history-finish" layout="vertical" className="logon-form" onFinish={() => void finish()}>
      <Alert
        className="logon-refusal"
        type="success"
        showIcon
        title={`已迁移 ${moved.movedAgentCount} 名经办人、${moved.movedAddressCount} 个邮寄地址`}
        description={`请在 ${moved.expireTime} 前确认升级，逾期须重新验证。确认后旧版账号停用。`}
      />
      <AccountSummary account={account} />
      <AgreementCheck agreement={{ path: paths.agreements.unityhxy, title: '单位用户服务协议' }} />
      <RefusalAlert text={refusal} />
      {refusal && (
        <Button block onClick={onRestart}>
          重新验证并迁移
        </Button>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        确认升级
      </Button>
    </Form>
  );
}
