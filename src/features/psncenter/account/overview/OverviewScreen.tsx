// /center/main: who is logged in and how far their identity is verified, the
// social security card, counts of cases (affair applicant/case/overview) and
// unread messages (message/queryNotReadMessageCount, kept in the home store
// for the header), the user's favourites and the hot services of their city.
import { IdcardOutlined, MessageOutlined, SafetyCertificateOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Col, Descriptions, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { Panel } from '../../../../components/Panel';
import { refreshUnreadCount } from '../../../../components/unread-count';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { useFunctionAccess } from '../../../../domain/function-access/useFunctionAccess';
import { home, SERVICE_OBJECTS } from '../../../../stores/home';
import { session } from '../../../../stores/session';
import { authLevelName } from '../shared/authLevel';
import { FunctionGrid } from './FunctionGrid';

export function OverviewScreen() {
  const { userinfo, closeFuncList } = useSnapshot(session);
  const { countmsg, areaCode, cityname } = useSnapshot(home);
  const access = useFunctionAccess();

  const cases = useAsyncData('case-overview', () => answerOf(api.affair.POST('/applicant/case/overview', { body: {} })));
  const card = useAsyncData('card-exist', () => answerOf(api.person.POST('/base/queryCardExist', { body: {} })));
  const favourites = useAsyncData('favourites', () => answerOf(api.channel.POST('/function/getCollection', { body: {} })));
  const hot = useAsyncData(`hot:${areaCode}`, () =>
    answerOf(api.channel.POST('/function/getHotFunction', { body: { serviceObject: SERVICE_OBJECTS.person, areaCode } })),
  );

  useEffect(() => void refreshUnreadCount(), []);

  const stats = [
    {
      key: 'cases',
      title: '我的办件',
      icon: <SolutionOutlined />,
      value: cases.data?.total,
      failed: cases.failed,
      to: paths.center.office,
      suffix: '件',
      note: cases.data
        ? `办理中 ${cases.data.handling} 件${cases.data.supplement > 0 ? `，待补正 ${cases.data.supplement} 件` : ''}`
        : undefined,
    },
    {
      key: 'messages',
      title: '未读消息',
      icon: <MessageOutlined />,
      value: countmsg,
      failed: false,
      to: paths.center.message,
      note: '点击查看全部消息',
      suffix: '条',
    },
    {
      key: 'auth',
      title: '实名认证',
      icon: <SafetyCertificateOutlined />,
      value: userinfo?.authLevel ?? 1,
      failed: false,
      to: paths.center.auth,
      note: authLevelName(userinfo?.authLevel),
      suffix: '级',
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        个人中心
      </Typography.Title>
      <Panel>
        <Flex gap={20} align="center" wrap>
          <Avatar size={64} src={userinfo?.avatar || undefined} icon={<UserOutlined />} style={{ background: '#0d56b3' }} />
          <div style={{ flex: 1, minWidth: 260 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {userinfo?.name}
              </Typography.Title>
              <Tag color="blue">{authLevelName(userinfo?.authLevel)}</Tag>
            </Flex>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              style={{ marginTop: 8 }}
              items={[
                { key: 'id', label: '证件号码', children: userinfo?.idCardMasked ?? '—' },
                { key: 'phone', label: '手机号码', children: userinfo?.cellphoneMasked ?? '—' },
                {
                  key: 'card',
                  label: '社会保障卡',
                  children: card.loading ? (
                    <Skeleton.Input size="small" active />
                  ) : card.data?.hasCard ? (
                    `${card.data.cardNoMasked ?? ''}（${card.data.cardStateName ?? '在用'}）`
                  ) : card.data ? (
                    '未持卡'
                  ) : (
                    '暂时无法查询'
                  ),
                },
              ]}
            />
          </div>
          <Flex gap={8} wrap>
            <Link to={paths.center.account}>
              <Tag icon={<IdcardOutlined />} color="default" style={{ padding: '4px 10px' }}>
                账户安全
              </Tag>
            </Link>
          </Flex>
        </Flex>
      </Panel>
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col xs={24} md={8} key={stat.key}>
            <Link to={stat.to}>
              <Panel hoverable size="small">
                <Statistic
                  title={
                    <Flex gap={6} align="center">
                      {stat.icon}
                      {stat.title}
                    </Flex>
                  }
                  value={stat.failed ? '—' : (stat.value ?? '…')}
                  suffix={stat.suffix}
                />
                <Typography.Text type="secondary">{stat.failed ? '暂时无法查询' : stat.note}</Typography.Text>
              </Panel>
            </Link>
          </Col>
        ))}
      </Row>
      <Panel title="我的收藏" size="small">
        {favourites.loading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <FunctionGrid
            functions={favourites.data?.list ?? []}
            closeFuncList={closeFuncList}
            pending={access.pending}
            onOpen={(func) => void access.open(func)}
            emptyText={favourites.failed ? '收藏暂时无法查询' : '您还没有收藏服务，可在首页点击星标收藏常用服务'}
          />
        )}
      </Panel>
      <Panel title={`热门服务（${cityname}）`} size="small">
        {hot.loading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <FunctionGrid
            functions={hot.data?.list ?? []}
            closeFuncList={closeFuncList}
            pending={access.pending}
            onOpen={(func) => void access.open(func)}
            emptyText={hot.failed ? '热门服务暂时无法查询' : '暂无热门服务'}
          />
        )}
      </Panel>
      {access.dialogs}
    </Flex>
  );
}
