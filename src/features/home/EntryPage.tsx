// /sqIndex: the entry page — choose how to proceed: as a person, as a unit,
// as a temporary user, or with a public query that needs no account.
import { BankOutlined, FileSearchOutlined, IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Col, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../components/Panel';
import { loginHref, paths } from '../../config/paths';
import { SERVICE_OBJECTS } from '../../stores/home';
import './home.css';

interface Entry {
  title: string;
  icon: ReactNode;
  text: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}

const personHome = `${paths.home.index}?serviceObject=${SERVICE_OBJECTS.person}`;
const unitHome = `${paths.home.index}?serviceObject=${SERVICE_OBJECTS.unit}`;

const ENTRIES: Entry[] = [
  {
    title: '个人办事',
    icon: <UserOutlined />,
    text: '社会保险查询与证明打印、社会保障卡、失业保险金、职业资格与技能证书等个人事项。',
    primary: { to: personHome, label: '进入个人办事' },
    secondary: { to: loginHref(personHome), label: '个人登录' },
  },
  {
    title: '单位办事',
    icon: <BankOutlined />,
    text: '单位参保登记、职工增减员、劳动合同备案、稳岗返还、招聘信息发布等单位事项。',
    primary: { to: unitHome, label: '进入单位办事' },
    secondary: { to: loginHref(unitHome), label: '单位登录' },
  },
  {
    title: '临时用户',
    icon: <IdcardOutlined />,
    text: '暂未注册实名账号，也可办理部分无需实名的查询与申报事项。',
    primary: { to: paths.login.tempuser, label: '临时用户入口' },
    secondary: { to: paths.login.logon, label: '注册实名账号' },
  },
  {
    title: '公共查询',
    icon: <FileSearchOutlined />,
    text: '养老保险待遇、职业资格证书、技能等级证书、医保目录等信息，无需登录即可查询。',
    primary: { to: paths.query.queryTransitional, label: '养老保险待遇查询' },
    secondary: { to: paths.query.zyzg, label: '职业资格证书查询' },
  },
];

export function EntryPage() {
  return (
    <div className="portal-container entry-page">
      <h1 className="entry-page__title">请选择办事入口</h1>
      <p className="entry-page__lead">网上办事大厅按办事对象提供服务，请选择与您身份相符的入口。</p>
      <Row gutter={[20, 20]}>
        {ENTRIES.map((entry) => (
          <Col xs={24} sm={12} lg={6} key={entry.title}>
            <Panel
              className="entry-card"
              title={
                <Space>
                  {entry.icon}
                  {entry.title}
                </Space>
              }
              style={{ height: '100%' }}
            >
              <p style={{ minHeight: 66, color: 'var(--portal-muted)' }}>{entry.text}</p>
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Link to={entry.primary.to}>
                  <Button type="primary" block>
                    {entry.primary.label}
                  </Button>
                </Link>
                <Link to={entry.secondary.to}>
                  <Button block>{entry.secondary.label}</Button>
                </Link>
              </Space>
            </Panel>
          </Col>
        ))}
      </Row>
    </div>
  );
}
