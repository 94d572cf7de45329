// /center/message: the person's messages, in the centres' message inbox.
import { MessageInbox } from '../../../../components/centre/MessageInbox';

export function MessageScreen() {
  return <MessageInbox title="我的消息" description="办件进度、账户安全提醒和通知公告都会发送到这里。" />;
}
