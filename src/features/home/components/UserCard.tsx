// The hero's account card: how to log in, or where the logged-in user's things are.
import { BellOutlined, IdcardOutlined, LoginOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CENTRE_HOME, CENTRE_MESSAGES, loginHref, paths } from '../../../config/paths';
import { home } from '../../../stores/home';
import { session, userKindOf } from '../../../stores/session';

const KIND_LABELS = { person: '个人用户', unit: '单位用户', organ: '机构用户', casual: '临时用户' } as const;

export function UserCard() {
  const { token, name, ident, unitinfo, avatar } = useSnapshot(session);
  const { countmsg } = useSnapshot(home);
  const kind = userKindOf(ident);

  if (!token) {
    return (
      <aside className="user-card" aria-label="用户登录">
        <div className="user-card__title">欢迎使用网上办事大厅</div>
        <p className="user-card__text">个人可使用身份证号、手机验证码或电子社保卡扫码登录；单位可使用统一社会信用代码或 CA 证书登录。</p>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Link to={loginHref(paths.home.index)}>
            <Button type="primary" size="large" block icon={<LoginOutlined />}>
              登录
            </Button>
          </Link>
          <Space.Compact block>
            <Link to={paths.login.logon} style={{ flex: 1 }}>
              <Button block icon={<UserAddOutlined />}>
                注册账号
              </Button>
            </Link>
            <Link to={paths.login.tempuser} style={{ flex: 1 }}>
              <Button block icon={<IdcardOutlined />}>
                临时用户
              </Button>
            </Link>
          </Space.Compact>
        </Space>
      </aside>
    );
  }

  const messages = kind ? CENTRE_MESSAGES[kind] : undefined;
  return (
    <aside className="user-card" aria-label="我的账户">
      <div className="user-card__who">
        <Avatar size={48} src={avatar || undefined} icon={<UserOutlined />} />
        <div>
          <div className="user-card__name">{name}</div>
          <div className="user-card__kind">
            {kind ? KIND_LABELS[kind] : '已登录'}
            {unitinfo?.companyName ? ` · ${unitinfo.companyName}` : ''}
          </div>
        </div>
      </div>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {kind && (
          <Link to={CENTRE_HOME[kind]}>
            <Button type="primary" block icon={<UserOutlined />}>
              进入用户中心
            </Button>
          </Link>
        )}
        {messages && (
          <Link to={messages}>
            <Button block icon={<BellOutlined />}>
              我的消息 <Badge count={countmsg} size="small" style={{ marginInlineStart: 6 }} />
            </Button>
          </Link>
        )}
      </Space>
    </aside>
  );
}
