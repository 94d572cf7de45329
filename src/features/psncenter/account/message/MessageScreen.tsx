// /center/message: the user's messages by category (message/queryTotal for the
// tab counts), filtered by read state and paged (message/queryMessage).
// Opening an unread message marks it read (message/readMessage); the answer's
// unread count goes to the home store, which the header badge shows.
import { Badge, Button, Empty, Flex, List, Modal, Segmented, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf } from '../../../../components/apiAnswer';
import { useAsyncData } from '../../../../components/useAsyncData';
import { setUnreadCount } from '../../../../stores/home';
import { LoadFailed } from '../shared/LoadFailed';
import { ScreenHeader } from '../shared/ScreenHeader';

type Message = components['schemas']['Message'];
type Category = components['schemas']['MessageCategory'];
type ReadState = components['schemas']['MessageReadState'];

export const MESSAGE_PAGE_SIZE = 10;
const ALL = 'all';
const READ_FILTERS: { label: string; value: ReadState | typeof ALL }[] = [
  { label: '全部', value: ALL },
  { label: '未读', value: 'unread' },
  { label: '已读', value: 'read' },
];

export function MessageScreen() {
  const [category, setCategory] = useState<Category | typeof ALL>(ALL);
  const [readFilter, setReadFilter] = useState<ReadState | typeof ALL>(ALL);
  const [pageNum, setPageNum] = useState(1);
  /** Messages read on this screen since the page was loaded. */
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<Message>();
  const [marking, setMarking] = useState(false);

  const totals = useAsyncData(`message-totals:${readHere.size}`, () =>
    answerOf(api.person.POST('/message/queryTotal', { body: {} })),
  );
  const page = useAsyncData(`messages:${category}:${readFilter}:${pageNum}`, () =>
    answerOf(
      api.person.POST('/message/queryMessage', {
        body: {
          pageNum,
          pageSize: MESSAGE_PAGE_SIZE,
          ...(category === ALL ? {} : { category }),
          ...(readFilter === ALL ? {} : { readState: readFilter }),
        },
      }),
    ),
  );

  const isUnread = (item: Message) => item.readState === 'unread' && !readHere.has(item.messageId);

  const markRead = async (ids: string[]) => {
    if (ids.length === 0) return;
    setMarking(true);
    try {
      const { notReadCount } = await answerOf(api.person.POST('/message/readMessage', { body: { messageIds: ids } }));
      setUnreadCount(notReadCount);
      setReadHere((previous) => new Set([...previous, ...ids]));
    } catch {
      // The client has shown why; the message stays unread and can be opened again.
    } finally {
      setMarking(false);
    }
  };

  const open = (item: Message) => {
    setOpened(item);
    if (isUnread(item)) void markRead([item.messageId]);
  };

  const unreadOnPage = (page.data?.list ?? []).filter(isUnread).map((item) => item.messageId);

  const tabItems = [
    { key: ALL, label: <TabLabel name="全部消息" unread={totals.data?.notReadCount} /> },
    ...(totals.data?.categories ?? []).map((entry) => ({
      key: entry.category,
      label: <TabLabel name={entry.categoryName} unread={entry.notReadCount} />,
    })),
  ];

  return (
    <>
      <ScreenHeader
        title="我的消息"
        description="办件进度、账户安全提醒和通知公告都会发送到这里。"
        extra={
          <Button onClick={() => void markRead(unreadOnPage)} disabled={unreadOnPage.length === 0} loading={marking}>
            本页全部标为已读
          </Button>
        }
      />
      <Tabs
        activeKey={category}
        items={tabItems}
        onChange={(key) => {
          setCategory(key as Category | typeof ALL);
          setPageNum(1);
        }}
      />
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Segmented
          options={READ_FILTERS}
          value={readFilter}
          onChange={(value) => {
            setReadFilter(value);
            setPageNum(1);
          }}
          aria-label="按阅读状态筛选"
        />
        {totals.data && (
          <Typography.Text type="secondary">
            共 {totals.data.total} 条，未读 {totals.data.notReadCount} 条
          </Typography.Text>
        )}
      </Flex>
      {page.failed ? (
        <LoadFailed error={page.error} what="消息" retry={page.reload} />
      ) : (
        <List
          loading={page.loading}
          dataSource={page.data?.list ?? []}
          locale={{ emptyText: <Empty description="暂无消息" /> }}
          pagination={
            page.data && page.data.total > MESSAGE_PAGE_SIZE
              ? {
                  current: pageNum,
                  pageSize: MESSAGE_PAGE_SIZE,
                  total: page.data.total,
                  showSizeChanger: false,
                  showTotal: (total) => `共 ${total} 条`,
                  onChange: setPageNum,
                }
              : false
          }
          renderItem={(item) => (
            <List.Item
              className="account-message"
              onClick={() => open(item)}
              style={{ cursor: 'pointer' }}
              actions={[
                <Button key="open" type="link" onClick={() => open(item)} aria-label={`查看消息：${item.title}`}>
                  查看
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Flex gap={8} align="center" wrap>
                    <Badge status={isUnread(item) ? 'processing' : 'default'} />
                    <span style={{ fontWeight: isUnread(item) ? 600 : 400 }}>{item.title}</span>
                    <Tag>{item.categoryName}</Tag>
                    {isUnread(item) && <Tag color="red">未读</Tag>}
                  </Flex>
                }
                description={
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 640 }}>
                    {item.sendTime}{'　'}{item.content}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={opened !== undefined}
        title={opened?.title}
        onCancel={() => setOpened(undefined)}
        footer={
          <Button type="primary" onClick={() => setOpened(undefined)}>
            关闭
          </Button>
        }
      >
        {opened && (
          <>
            <Typography.Paragraph type="secondary">
              {opened.categoryName}{'　'}发送时间：{opened.sendTime}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{opened.content}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}

function TabLabel({ name, unread }: { name: string; unread: number | undefined }) {
  return (
    <Flex gap={6} align="center">
      {name}
      {unread !== undefined && unread > 0 && <Badge count={unread} size="small" />}
    </Flex>
  );
}
