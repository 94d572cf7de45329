// /center/account: the account's security items — login phone (change it,
// resolve a mismatch with the social-insurance records), login password
// (change or set it), real-name level and the way to cancel the account.
import { KeyOutlined, MobileOutlined, SafetyCertificateOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { ItemList, ItemRow } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { applyUserInfo, session } from '../../../../stores/session';
import { authLevelName } from '../shared/authLevel';
import { maskMobile } from '../shared/mask';
import { ChangePhoneDialog } from './ChangePhoneDialog';
import { PasswordDialog } from './PasswordDialog';
import { SyncPhoneDialog } from './SyncPhoneDialog';

type Dialog = 'phone' | 'sync' | 'password';

function rememberNewPhone(cellphone: string) {
  if (session.userinfo) applyUserInfo({ ...session.userinfo, cellphoneMasked: maskMobile(cellphone) });
}

export function AccountScreen() {
  const { userinfo } = useSnapshot(session);
  const [dialog, setDialog] = useState<Dialog>();
  const [version, setVersion] = useState(0);
  const phoneCheck = useAsyncData(`phone-todo:${version}`, () => answerOf(api.person.POST('/base/checkUpdateCellphoneTodo', { body: {} })));
  const password = useAsyncData(`password-exist:${version}`, () => answerOf(api.person.POST('/base/queryPasswordExist', { body: {} })));
  const refresh = () => setVersion((value) => value + 1);
  const close = () => setDialog(undefined);

  const cellphone = phoneCheck.data?.accountCellphoneMasked ?? userinfo?.cellphoneMasked ?? '未绑定';
  const hasPassword = password.data?.exist;

  const items: SecurityItem[] = [
    {
      key: 'phone',
      icon: <MobileOutlined />,
      title: '登录手机号',
      description: '用于手机验证码登录、找回密码和接收办件通知。',
      status: <Typography.Text strong>{cellphone}</Typography.Text>,
      action: (
        <Button onClick={() => setDialog('phone')} disabled={!phoneCheck.data && phoneCheck.loading}>
          更换手机号
        </Button>
      ),
    },
    {
      key: 'password',
      icon: <KeyOutlined />,
      title: '登录密码',
      description: '建议定期更换，不要与其他网站使用相同密码。',
      status: password.loading ? (
        <Tag>查询中</Tag>
      ) : password.failed ? (
        <Tag color="warning">查询失败</Tag>
      ) : hasPassword ? (
        <Tag color="success">已设置</Tag>
      ) : (
        <Tag color="warning">未设置</Tag>
      ),
      action: password.failed ? (
        <Button onClick={password.reload}>重新查询</Button>
      ) : (
        <Button type="primary" ghost disabled={hasPassword === undefined} onClick={() => setDialog('password')}>
          {hasPassword === false ? '设置密码' : '修改密码'}
        </Button>
      ),
    },
    {
      key: 'auth',
      icon: <SafetyCertificateOutlined />,
      title: '实名认证',
      description: '认证等级越高，可在线办理的业务越多。',
      status: <Tag color="blue">{authLevelName(userinfo?.authLevel)}</Tag>,
      action: (
        <Link to={paths.center.auth}>
          <Button>提升认证等级</Button>
        </Link>
      ),
    },
    {
      key: 'cancellation',
      icon: <UserDeleteOutlined />,
      title: '注销账户',
      description: '注销后账户将无法登录，已办结的业务记录按规定保存。',
      status: null,
      action: (
        <Link to={paths.center.cancellation}>
          <Button danger>申请注销</Button>
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader description={`${userinfo?.name ?? ''}，您好！以下是您账户的安全设置。`} />
      {phoneCheck.data?.todo && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="您的账户手机号与社会保险登记的手机号不一致"
          description={`账户手机号 ${phoneCheck.data.accountCellphoneMasked}，社保登记手机号 ${phoneCheck.data.baseInfoCellphoneMasked ?? '未登记'}。请确认以哪个号码为准，以免错过业务通知。`}
          action={
            <Button size="small" type="primary" onClick={() => setDialog('sync')}>
              立即核验
            </Button>
          }
        />
      )}
      <ItemList
        bordered
        items={items}
        rowKey={(item) => item.key}
        renderItem={(item) => (
          <ItemRow
            actions={[item.action]}
            avatar={<span style={{ fontSize: 24, color: '#0d56b3' }}>{item.icon}</span>}
            title={
              <Flex gap={12} align="center" wrap>
                {item.title}
                {item.status}
              </Flex>
            }
            description={item.description}
          />
        )}
      />
      {dialog === 'phone' && (
        <ChangePhoneDialog
          onCancel={close}
          onChanged={(newPhone) => {
            rememberNewPhone(newPhone);
            close();
            refresh();
          }}
        />
      )}
      {dialog === 'sync' && phoneCheck.data && (
        <SyncPhoneDialog
          mismatch={phoneCheck.data}
          onCancel={close}
          onSynced={(newPhone) => {
            if (newPhone) rememberNewPhone(newPhone);
            close();
            refresh();
          }}
        />
      )}
      {dialog === 'password' && hasPassword !== undefined && (
        <PasswordDialog
          hasPassword={hasPassword}
          onCancel={close}
          onDone={() => {
            close();
            refresh();
          }}
        />
      )}
    </>
  );
}

interface SecurityItem {
  key: string;
  icon: ReactNode;
  title: string;
  description: string;
  status: ReactNode;
  action: ReactNode;
}
