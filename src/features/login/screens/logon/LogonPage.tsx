// /logon: which account to open — person, unit, labour-market unit — which
// old account to upgrade, or which unit account to recover.
import {
  BankOutlined,
  CloudUploadOutlined,
  KeyOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../../components/Panel';
import { paths, type AppPath } from '../../../../config/paths';
import { LogonFrame } from './LogonFrame';
import '../../login.css';
import './logon.css';

const CHOICES: ReadonlyArray<{ to: AppPath; title: string; detail: string; icon: ReactNode }> = [
  { to: paths.logon.register, title: '个人用户注册', detail: '参保人员、求职者、办理个人业务的群众', icon: <UserAddOutlined /> },
  { to: paths.logon.dwregister, title: '单位用户注册', detail: '企业、机关事业单位、社会组织等用人单位', icon: <BankOutlined /> },
  { to: paths.logon.hrmregister, title: '人力资源市场单位注册', detail: '仅发布招聘信息的用人单位', icon: <ShopOutlined /> },
  { to: paths.logon.historyUser, title: '历史单位用户升级', detail: '在旧版网上服务平台注册过的单位', icon: <SwapOutlined /> },
  { to: paths.logon.hrmUser, title: '人社部平台用户升级', detail: '人力资源市场注册的单位升级为单位账号', icon: <CloudUploadOutlined /> },
  { to: paths.logon.hrmAgent, title: '人力资源市场经办人变更', detail: '原经办人离职，由法定代表人刷脸变更', icon: <TeamOutlined /> },
  { to: paths.logon.unitforget, title: '单位、机构找回密码', detail: '管理员或经办人忘记登录密码', icon: <KeyOutlined /> },
];

export function LogonPage() {
  return (
    <LogonFrame title="用户注册" extra={<Link to={paths.login.login}>已有账号？去登录</Link>}>
      <Typography.Paragraph>请根据您的身份选择注册类型：</Typography.Paragraph>
      <div className="logon-choices">
        {CHOICES.map((choice) => (
          <Link key={choice.to} to={choice.to}>
            <Panel hoverable className="logon-choice">
              <div className="logon-choice__icon">{choice.icon}</div>
              <Typography.Title level={5}>{choice.title}</Typography.Title>
              <Typography.Text type="secondary">{choice.detail}</Typography.Text>
            </Panel>
          </Link>
        ))}
      </div>
    </LogonFrame>
  );
}
