// /center/auth: the account's real-name level and every way to raise it
// (extend/findUserAuthList). Alipay and the government service network are
// third parties: extend/goAlipay / extend/goGov send the user away and they
// come back here with a code (extend/alipayAuth) or a ticket
// (extend/governmentAuth). The government network's data-sharing
// authorisation is signed there too (extend/querySignInfoForGov, returning
// to extend/signInfoCallbackForGov).
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Steps, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { api, serverMessageText } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf, envelopeOf, messageToShow, toastRefusal } from '../../../../components/apiAnswer';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { useFeedback } from '../../../../components/feedback';
import { followUrl } from '../../../../components/navigation';
import { Panel } from '../../../../components/Panel';
import { Table } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { applyUserInfo, session } from '../../../../stores/session';
import { AUTH_LEVEL_NAMES, authLevelName } from '../../account/shared/authLevel';
import { LoadFailed } from '../../account/shared/LoadFailed';
import { portalReturnUrl, type ThirdPartyReturn } from '../shared/thirdPartyReturn';
import { useThirdPartyReturn } from '../shared/useThirdPartyReturn';
import { GovSignCard } from './GovSignCard';
import { BaseInfoAuthDialog, EcardAuthDialog, FaceAuthDialog, type AuthResult } from './UpgradeDialogs';

type AuthChannel = components['schemas']['UserAuthChannel'];
type Notice = { type: 'success' | 'error'; text: string };

const LEVELS = [1, 2, 3, 4];
const RETURN_FAILED: Record<ThirdPartyReturn['kind'], string> = {
  alipay: '支付宝实名认证未完成，请重新发起认证。',
  gov: '政务服务网认证未完成，请重新发起认证。',
  govSign: '授权书签署结果未能确认，请稍后刷新查看。',
  wechat: '',
};

function rememberLevel(authLevel: number) {
  if (session.userinfo) applyUserInfo({ ...session.userinfo, authLevel });
}

export function AuthScreen() {
  const { message } = useFeedback();
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<'baseInfo' | 'face' | 'ecard'>();
  const [leaving, setLeaving] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const [signVersion, setSignVersion] = useState(0);
  const auth = useAsyncData(`auth:${version}`, () => answerOf(api.person.POST('/extend/findUserAuthList', { body: {} })));
  const refresh = () => setVersion((value) => value + 1);
  const currentLevel = auth.data?.authLevel;
  // The header and the account screen read the level from the session.
  useEffect(() => {
    if (currentLevel !== undefined && session.userinfo && session.userinfo.authLevel !== currentLevel) rememberLevel(currentLevel);
  }, [currentLevel]);

  const upgraded = (result: AuthResult, msg: string) => {
    setDialog(undefined);
    setNotice({ type: 'success', text: `${msg}，当前认证等级：${authLevelName(result.authLevel)}。` });
    refresh();
  };

  const { handling } = useThirdPartyReturn(async (returned) => {
    try {
      if (returned.kind === 'alipay') {
        const answer = await envelopeOf(
          api.person.POST('/extend/alipayAuth', { body: { authCode: returned.authCode, state: returned.state } }),
        );
        upgraded(answer.map, serverMessageText(answer.msg, '认证成功'));
      } else if (returned.kind === 'gov') {
        const answer = await envelopeOf(api.person.POST('/extend/governmentAuth', { body: { ticket: returned.ticket } }));
        upgraded(answer.map, serverMessageText(answer.msg, '认证成功'));
      } else if (returned.kind === 'govSign') {
        const answer = await envelopeOf(
          api.person.POST('/extend/signInfoCallbackForGov', { body: { signFlowId: returned.signFlowId, signResult: returned.signResult } }),
        );
        setNotice(
          answer.map.signed
            ? { type: 'success', text: serverMessageText(answer.msg, '授权书已签署') }
            : { type: 'error', text: '授权书未签署，如需使用相关功能请重新签署。' },
        );
        setSignVersion((value) => value + 1);
      }
    } catch (error) {
      if (RETURN_FAILED[returned.kind]) setNotice({ type: 'error', text: messageToShow(error) ?? RETURN_FAILED[returned.kind] });
    }
  });

  const goThirdParty = async (channel: 'alipay' | 'gov') => {
    setLeaving(channel);
    try {
      const body = { purpose: 'bind' as const, returnUrl: portalReturnUrl(paths.center.auth) };
      const { authUrl } = await answerOf(
        channel === 'alipay' ? api.person.POST('/extend/goAlipay', { body }) : api.person.POST('/extend/goGov', { body }),
      );
      if (followUrl(authUrl, { opening: 'self', source: 'service' }).kind !== 'rejected') return;
      void message.error('认证地址无效，请稍后重试');
    } catch (error) {
      toastRefusal(error);
    }
    setLeaving(undefined);
  };

  const start = (channel: AuthChannel['channel']) => {
    setNotice(undefined);
    if (channel === 'alipay' || channel === 'gov') void goThirdParty(channel);
    else setDialog(channel);
  };

  const columns: TableColumnsType<AuthChannel> = [
    { title: '认证方式', dataIndex: 'channelName' },
    { title: '可达等级', dataIndex: 'authLevel', width: 140, render: (level: number) => <Tag color="blue">{authLevelName(level)}</Tag> },
    {
      title: '认证情况',
      key: 'passed',
      width: 220,
      render: (_, row) =>
        row.passed ? (
          <span>
            <Tag color="success">已认证</Tag>
            <Typography.Text type="secondary">{row.authTime}</Typography.Text>
          </span>
        ) : (
          <Tag>未认证</Tag>
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_, row) =>
        row.upgradable ? (
          <Button type="primary" size="small" loading={leaving === row.channel} onClick={() => start(row.channel)}>
            去认证
          </Button>
        ) : (
          <Typography.Text type="secondary">{row.passed ? '—' : '不能提升等级'}</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        description="您的实名认证等级与各认证方式，以及政务服务网数据共享授权。认证等级越高，可在线办理的业务越多。"
        extra={
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            刷新
          </Button>
        }
      />
      {notice && (
        <Alert type={notice.type} showIcon closable title={notice.text} style={{ marginBottom: 16 }} onClose={() => setNotice(undefined)} />
      )}
      {handling && <Alert type="info" showIcon title="正在确认认证结果，请稍候…" style={{ marginBottom: 16 }} />}
      {auth.failed ? (
        <LoadFailed error={auth.error} what="实名认证情况" retry={auth.reload} />
      ) : auth.loading || !auth.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Panel size="small" title={`当前认证等级：${authLevelName(auth.data.authLevel)}`} style={{ marginBottom: 16 }}>
            <Steps
              size="small"
              current={auth.data.authLevel - 1}
              items={LEVELS.map((level) => ({ title: AUTH_LEVEL_NAMES[level] }))}
              style={{ padding: '8px 0' }}
            />
          </Panel>
          <Table rowKey="channel" columns={columns} dataSource={auth.data.list} scroll={{ x: true }} pagination={false} />
        </>
      )}
      <GovSignCard version={signVersion} />
      {dialog === 'baseInfo' && <BaseInfoAuthDialog onPassed={upgraded} onCancel={() => setDialog(undefined)} />}
      {dialog === 'ecard' && <EcardAuthDialog onPassed={upgraded} onCancel={() => setDialog(undefined)} />}
      {dialog === 'face' && <FaceAuthDialog onPassed={upgraded} onCancel={() => setDialog(undefined)} />}
    </>
  );
}
