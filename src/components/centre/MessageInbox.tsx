// The message centre of every centre (person, unit, institution): messages by
// category (message/queryTotal), filtered by read state and paged
// (message/queryMessage); opening an unread message marks it read
// (message/readMessage) and the unread count goes to the header badge.
import { Badge, Button, Empty, Flex, Modal, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import type { components } from '../../api/generated/person';
import { setUnreadCount } from '../../stores/home';
import { answerOf } from '../apiAnswer';
import { AsyncView } from '../AsyncView';
import { ItemList, ItemRow } from '../tables';
import { pageTurning } from '../tables';
import { TabPanel, TabStrip, useTabIds } from '../TabStrip';
import { useAsyncData } from '../useAsyncData';
import { PageHeader } from './PageHeader';

type Message = components['schemas']['Message'];
type Category = components['schemas']['MessageCategory'];
type ReadState = components['schemas']['MessageReadState'];

const PAGE_SIZE = 10;
/** The read-state dot before a title, the room Flex's gap gave it. */
const DOT = { marginInlineEnd: 8 };
const ALL = 'all';
const READ_FILTERS: { label: string; value: ReadState | typeof ALL }[] = [
  { label: '全部', value: ALL },
  { label: '未读', value: 'unread' },
  { label: '已读', value: 'read' },
];

export function MessageInbox({ title = '消息中心', description }: { title?: string; description: string }) {
  const [category, setCategory] = useState<Category | typeof ALL>(ALL);
  const tabIds = useTabIds();
  const [readFilter, setReadFilter] = useState<ReadState | typeof ALL>(ALL);
  const [pageNum, setPageNum] = useState(1);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<Message>();
  const [marking, setMarking] = useState(false);

  const totals = useAsyncData(`inbox-totals:${readHere.size}`, () => answerOf(api.person.POST('/message/queryTotal', { body: {} })));
  const body = {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(category === ALL ? {} : { category }),
    ...(readFilter === ALL ? {} : { readState: readFilter }),
  };
  const page = useAsyncData(`inbox:${JSON.stringify(body)}`, () => answerOf(api.person.POST('/message/queryMessage', { body })));
  const isUnread = (item: Message) => item.readState === 'unread' && !readHere.has(item.messageId);

  const markRead = async (ids: string[]) => {
    if (ids.length === 0) return;
    setMarking(true);
    try {
      const { notReadCount } = await answerOf(api.person.POST('/message/readMessage', { body: { messageIds: ids } }));
      setUnreadCount(notReadCount);
      setReadHere((previous) => new Set([...previous, ...ids]));
    } catch {
      // Already reported by the client; the message simply stays unread.
    } finally {
      setMarking(false);
    }
  };

  const open = (item: Message) => {
    setOpened(item);
    if (isUnread(item)) void markRead([item.messageId]);
  };
  const unreadOnPage = (page.data?.list ?? []).filter(isUnread).map((item) => item.messageId);

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        extra={
          <Button onClick={() => void markRead(unreadOnPage)} disabled={unreadOnPage.length === 0} loading={marking}>
            本页全部标为已读
          </Button>
        }
      />
      <TabStrip
        label="消息类别"
        idPrefix={tabIds}
        activeKey={category}
        onChange={(key) => {
          setCategory(key);
          setPageNum(1);
        }}
        items={[
          { key: ALL, label: <CountLabel name="全部消息" unread={totals.data?.notReadCount} /> },
          ...(totals.data?.categories ?? []).map((entry) => ({
            key: entry.category,
            label: <CountLabel name={entry.categoryName} unread={entry.notReadCount} />,
          })),
        ]}
      />
      <TabPanel idPrefix={tabIds} tabKey={category}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Segmented
            options={READ_FILTERS}
            value={readFilter}
            aria-label="按阅读状态筛选"
            onChange={(value) => {
              setReadFilter(value);
              setPageNum(1);
            }}
          />
          {totals.data && (
            <Typography.Text type="secondary">
              共 {totals.data.total} 条，未读 {totals.data.notReadCount} 条
            </Typography.Text>
          )}
        </Flex>
        <AsyncView state={page} rows={5} empty="暂无消息">
          {(data) => (
            <ItemList
              items={data.list}
              rowKey={(item) => item.messageId}
              empty={<Empty description="暂无消息" />}
              pagination={
                data.total > PAGE_SIZE
                  ? pageTurning({ current: pageNum, pageSize: PAGE_SIZE, total: data.total, onChange: setPageNum })
                  : false
              }
              renderItem={(item) => (
                <ItemRow
                  onClick={() => open(item)}
                  actions={[
                    <Button key="open" type="link" aria-label={`查看消息：${item.title}`}>
                      查看
                    </Button>,
                  ]}
                  title={
                    <Flex gap={8} align="center" wrap>
                      {/* The dot inside the title's text, so a title that wraps on a phone keeps it on its first line. */}
                      <span style={{ fontWeight: isUnread(item) ? 600 : 400 }}>
                        {/* A still dot: antd's "processing" one pulses for as long as the list is open (WCAG 2.2.2). */}
                        {isUnread(item) ? <Badge color="var(--ant-color-info)" style={DOT} /> : <Badge status="default" style={DOT} />}
                        {item.title}
                      </span>
                      <Tag>{item.categoryName}</Tag>
                      {isUnread(item) && <Tag color="red">未读</Tag>}
                    </Flex>
                  }
                  description={
                    // Cut by CSS, not antd's measured ellipsis (its ResizeObserver loop is an error event in WebKit).
                    <Typography.Text
                      type="secondary"
                      style={{ display: 'block', maxWidth: 640, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
                    >
                      {item.sendTime} · {item.content}
                    </Typography.Text>
                  }
                />
              )}
            />
          )}
        </AsyncView>
      </TabPanel>
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
              {opened.categoryName} · 发送时间：{opened.sendTime}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{opened.content}</Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}

function CountLabel({ name, unread }: { name: string; unread: number | undefined }) {
  return (
    <Flex gap={6} align="center">
      {name}
      {unread !== undefined && unread > 0 && <Badge count={unread} size="small" />}
    </Flex>
  );
}
