// /center/channel: the third-party login channels bound to the account
// (extend/findUserChannelBindList), unbinding one (extend/unBindUserChannelBind)
// and binding WeChat: extend/goWechat sends the user to WeChat, which sends
// them back here with a code that extend/wechatAuth turns into the binding.
// Alipay, the government service network and the e-card are bound by the
// real-name authentication that uses them, so those link to /center/auth.
import { AlipayOutlined, IdcardOutlined, ReloadOutlined, SafetyCertificateOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Flex, Popconfirm, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api, serverMessageText } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf, envelopeOf, messageToShow, toastRefusal } from '../../../../components/apiAnswer';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { useFeedback } from '../../../../components/feedback';
import { followUrl } from '../../../../components/navigation';
import { Panel } from '../../../../components/Panel';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { LoadFailed } from '../../account/shared/LoadFailed';
import { portalReturnUrl } from '../shared/thirdPartyReturn';
import { useThirdPartyReturn } from '../shared/useThirdPartyReturn';

type ChannelBind = components['schemas']['ChannelBind'];
type ChannelType = components['schemas']['ChannelType'];

interface ChannelInfo {
  type: ChannelType;
  name: string;
  icon: ReactNode;
  use: string;
  /** How an unbound channel gets bound. */
  howToBind: 'wechat' | 'auth';
}

const CHANNELS: ChannelInfo[] = [
  {
    type: 'alipay',
    name: '支付宝',
    icon: <AlipayOutlined style={{ color: '#1677ff' }} />,
    use: '支付宝扫码登录，完成支付宝实名认证后自动绑定。',
    howToBind: 'auth',
  },
  { type: 'wechat', name: '微信', icon: <WechatOutlined style={{ color: '#07c160' }} />, use: '微信扫码登录本网站。', howToBind: 'wechat' },
  {
    type: 'gov',
    name: '江苏政务服务网',
    icon: <SafetyCertificateOutlined style={{ color: '#c0392b' }} />,
    use: '使用政务服务网账号登录，完成政务服务网认证后自动绑定。',
    howToBind: 'auth',
  },
  {
    type: 'ecard',
    name: '电子社保卡',
    icon: <IdcardOutlined style={{ color: '#0d56b3' }} />,
    use: '电子社保卡扫码登录，完成电子社保卡认证后自动绑定。',
    howToBind: 'auth',
  },
];

export function ChannelScreen() {
  const { message } = useFeedback();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState<ChannelType>();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();
  const bindings = useAsyncData(`channels:${version}`, () => answerOf(api.person.POST('/extend/findUserChannelBindList', { body: {} })));
  const refresh = () => setVersion((value) => value + 1);

  const { handling } = useThirdPartyReturn(async (returned) => {
    if (returned.kind !== 'wechat') return;
    try {
      const answer = await envelopeOf(
        api.person.POST('/extend/wechatAuth', { body: { authCode: returned.authCode, state: returned.state } }),
      );
      setNotice({
        type: 'success',
        text: `${serverMessageText(answer.msg, '绑定成功')}：微信账号 ${answer.map.bindAccount}，此后可使用微信扫码登录。`,
      });
      refresh();
    } catch (error) {
      setNotice({ type: 'error', text: messageToShow(error) ?? '微信绑定未完成，请重新发起绑定。' });
    }
  });

  const act = async (type: ChannelType, run: () => Promise<void>) => {
    setBusy(type);
    try {
      await run();
    } catch (error) {
      toastRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  const bindWechat = () =>
    act('wechat', async () => {
      const { authUrl } = await answerOf(
        api.person.POST('/extend/goWechat', { body: { purpose: 'bind', returnUrl: portalReturnUrl(paths.center.channel) } }),
      );
      if (followUrl(authUrl, { opening: 'self', source: 'service' }).kind === 'rejected')
        void message.error('微信授权地址无效，请稍后重试');
    });

  const unbind = (binding: ChannelBind) =>
    act(binding.channelType, async () => {
      await envelopeOf(api.person.POST('/extend/unBindUserChannelBind', { body: { channelType: binding.channelType } }));
      void message.success(`已解除${binding.channelName}绑定`);
      refresh();
    });

  const bound = new Map((bindings.data?.list ?? []).map((binding) => [binding.channelType, binding]));

  return (
    <>
      <PageHeader
        description="绑定后可使用对应渠道快捷登录本账户。解除绑定不影响已取得的实名认证等级。"
        extra={
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            刷新
          </Button>
        }
      />
      {notice && (
        <Alert type={notice.type} showIcon closable title={notice.text} style={{ marginBottom: 16 }} onClose={() => setNotice(undefined)} />
      )}
      {handling && <Alert type="info" showIcon title="正在完成微信绑定，请稍候…" style={{ marginBottom: 16 }} />}
      {bindings.failed ? (
        <LoadFailed error={bindings.error} what="绑定渠道" retry={bindings.reload} />
      ) : bindings.loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {bound.size === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="您还没有绑定任何登录渠道" style={{ marginBottom: 16 }} />
          )}
          <Row gutter={[16, 16]}>
            {CHANNELS.map((channel) => {
              const binding = bound.get(channel.type);
              return (
                <Col key={channel.type} xs={24} md={12}>
                  <Panel size="small" aria-label={channel.name}>
                    <Flex gap={16} align="flex-start">
                      <span style={{ fontSize: 32, lineHeight: 1 }}>{channel.icon}</span>
                      <Flex vertical gap={6} flex={1} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Space wrap>
                          <Typography.Text strong>{channel.name}</Typography.Text>
                          {binding ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>}
                        </Space>
                        {binding ? (
                          <Typography.Text type="secondary">
                            账号 {binding.bindAccount}，绑定于 {binding.bindTime}
                          </Typography.Text>
                        ) : (
                          <Typography.Text type="secondary">{channel.use}</Typography.Text>
                        )}
                      </Flex>
                      {binding ? (
                        <Popconfirm
                          title={`确定解除${binding.channelName}绑定？`}
                          description="解除后不能再用该渠道登录本账户。"
                          okText="解除"
                          cancelText="取消"
                          onConfirm={() => unbind(binding)}
                        >
                          <Button danger loading={busy === channel.type}>
                            解除绑定
                          </Button>
                        </Popconfirm>
                      ) : channel.howToBind === 'wechat' ? (
                        <Button type="primary" loading={busy === 'wechat'} onClick={() => void bindWechat()}>
                          绑定微信
                        </Button>
                      ) : (
                        <Link to={paths.center.auth}>
                          <Button>去认证绑定</Button>
                        </Link>
                      )}
                    </Flex>
                  </Panel>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </>
  );
}
