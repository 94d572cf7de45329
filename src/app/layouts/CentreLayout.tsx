// The person, unit, institution and temporary-user centres: the portal header,
// a sidebar of the centre's pages (open or folded, remembered in a cookie),
// the page, the footer.
import {
  AppstoreOutlined,
  AuditOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Breadcrumb, Button, Grid, Layout, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { MAIN_URL } from '../../config/app';
import { setSidebarOpen, ui } from '../../stores/ui';
import { ScreenFailure } from '../routes/RouteScreen';
import { titleOf } from '../routes/table';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { groupOf, selectedEntry, SIDEBARS, type CentreKind, type SidebarEntry, type SidebarIcon } from './sidebars';

const GROUP_ICONS: Record<SidebarIcon, ReactNode> = {
  home: <HomeOutlined />,
  profile: <IdcardOutlined />,
  service: <AppstoreOutlined />,
  safety: <SafetyCertificateOutlined />,
  team: <TeamOutlined />,
  bill: <AuditOutlined />,
};

type MenuItem = Required<MenuProps>['items'][number];

function menuItem(entry: SidebarEntry, home: string): MenuItem {
  if (typeof entry === 'string') {
    return {
      key: entry,
      icon: entry === home ? <HomeOutlined /> : <FileTextOutlined />,
      label: <Link to={entry}>{titleOf(entry)}</Link>,
    };
  }
  return {
    key: entry.group,
    icon: GROUP_ICONS[entry.icon],
    label: entry.group,
    children: entry.items.map((path) => ({ key: path, label: <Link to={path}>{titleOf(path)}</Link> })),
  };
}

export function CentreLayout({ kind }: { kind: CentreKind }) {
  const sidebar = SIDEBARS[kind];
  const { pathname } = useLocation();
  const { sidebarOpen } = useSnapshot(ui);
  const screens = Grid.useBreakpoint();
  const selected = selectedEntry(sidebar, pathname);
  const openGroup = groupOf(sidebar, selected);
  const title = titleOf(pathname);

  return (
    <div className="portal-page">
      <Header />
      <div className="portal-container centre">
        <Breadcrumb
          className="centre__breadcrumb no-print"
          items={[
            { title: <Link to={MAIN_URL}>首页</Link> },
            { title: <Link to={sidebar.home}>{sidebar.title}</Link> },
            ...(title && pathname !== sidebar.home ? [{ title }] : []),
          ]}
        />
        <Layout className="centre__body" hasSider>
          <Layout.Sider
            className="centre__sider no-print"
            width={224}
            collapsedWidth={screens.md ? 64 : 0}
            collapsible
            collapsed={!sidebarOpen}
            trigger={null}
            theme="light"
            aria-label={`${sidebar.title}导航`}
          >
            <div className="centre__sider-title">
              {sidebarOpen && <span>{sidebar.title}</span>}
              <Button
                type="text"
                aria-label={sidebarOpen ? '收起菜单' : '展开菜单'}
                icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                onClick={() => setSidebarOpen(!sidebarOpen)}
              />
            </div>
            <Menu
              mode="inline"
              selectedKeys={[selected]}
              defaultOpenKeys={openGroup ? [openGroup] : []}
              items={sidebar.entries.map((entry) => menuItem(entry, sidebar.home))}
            />
          </Layout.Sider>
          <Layout.Content className="centre__content">
            {!sidebarOpen && !screens.md && (
              <Button
                className="centre__open-menu no-print"
                icon={<MenuUnfoldOutlined />}
                onClick={() => setSidebarOpen(true)}
              >
                {sidebar.title}菜单
              </Button>
            )}
            <ErrorBoundary key={pathname} fallback={(error, reset) => <ScreenFailure error={error} retry={reset} />}>
              <Outlet />
            </ErrorBoundary>
          </Layout.Content>
        </Layout>
      </div>
      <Footer />
    </div>
  );
}
