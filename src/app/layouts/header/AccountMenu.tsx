// The account corner of a logged-in user: the unread-message bell
// (message/queryNotReadMessageCount), their centre and logout. Loaded only
// once someone is logged in, so the pages visitors land on do not carry it.
import { BellOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Space, type MenuProps } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { subscribe, useSnapshot } from 'valtio';
import { useFeedback } from '../../../components/feedback';
import { logout as endUserSession } from '../../../components/logout';
import { refreshUnreadCount } from '../../../components/unread-count';
import { DEFAULT_UNREAD_COUNT, MAIN_URL } from '../../../config/app';
import { CENTRE_HOME, CENTRE_MESSAGES } from '../../../config/paths';
import { home } from '../../../stores/home';
import { session, userKindOf } from '../../../stores/session';

/**
 * The unread count; while a centre shell is hydrated, the count it was rendered
 * with, so the markup matches (a centre overview may have fetched the real one
 * before this part was hydrated). The real count follows right after.
 */
function useUnreadCount(): number {
  return useSyncExternalStore(
    (onChange) => subscribe(home, onChange),
    () => home.countmsg,
    () => DEFAULT_UNREAD_COUNT,
  );
}

export function AccountMenu() {
  const { name, ident, unitinfo } = useSnapshot(session);
  const countmsg = useUnreadCount();
  const navigate = useNavigate();
  const { message } = useFeedback();

  useEffect(() => void refreshUnreadCount(), []);

  const kind = userKindOf(ident);
  const centre = kind ? CENTRE_HOME[kind] : MAIN_URL;
  const messages = kind ? CENTRE_MESSAGES[kind] : undefined;

  const logout = async () => {
    await endUserSession(MAIN_URL);
    message.success('您已安全退出');
    await navigate(MAIN_URL);
  };

  const items: MenuProps['items'] = [
    { key: 'centre', icon: <UserOutlined />, label: <Link to={centre}>用户中心</Link> },
    ...(messages ? [{ key: 'messages', icon: <BellOutlined />, label: <Link to={messages}>我的消息（{countmsg}）</Link> }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logout() },
  ];

  return (
    <Space size={12} className="user-menu">
      {messages && (
        <Link className="topbar-action" to={messages} aria-label={`未读消息 ${countmsg} 条`}>
          {/* The count beside the bell, not over it: in 关怀版 a corner badge covered the bell. */}
          <BellOutlined className="user-menu__bell" />
          <Badge count={countmsg} size="small" overflowCount={99} />
        </Link>
      )}
      <Dropdown menu={{ items }} placement="bottomRight" trigger={['click']}>
        <Button type="link" size="small" className="user-menu__account">
          {/* One text node: a centre shell's boot loader writes the same text before the first paint (loader.js). */}
          <span className="user-menu__name">{`您好，${unitinfo?.companyName ? `${unitinfo.companyName} ${name}` : name}`}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
