// The person, unit, institution and temporary-user centres below the portal
// header (which the router draws before this chunk arrives): a sidebar of the
// centre's pages (open or folded, remembered in a cookie; entries the server has
// taken offline greyed out, their page showing the tip), the page, the footer.
// On phones (narrower than 768 px) the page comes first and the menu waits
// behind a 菜单 button, in a drawer from the left (docs/phones.md).
import {
  AppstoreOutlined,
  AuditOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Breadcrumb, Button, Drawer, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { answerOf } from '../../components/apiAnswer';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { StatusResult } from '../../components/StatusResult';
import { tablesCode } from '../../components/tables-ahead';
import { useAsyncData } from '../../components/useAsyncData';
import { usePreloadWhenIdle } from '../../components/usePreloadWhenIdle';
import { MAIN_CONTENT_ID, MAIN_URL } from '../../config/app';
import { session } from '../../stores/session';
import { setSidebarOpen, ui } from '../../stores/ui';
import { CENTRE_BOOT_CLASS, useCentreShell } from '../prerender/centre-shell';
import { Arrived, ScreenFailure } from '../routes/RouteScreen';
import { heldInShell, titleOf } from '../routes/table';
import { Footer } from './Footer';
import './centre.css';
import { groupOf, selectedEntry, SIDEBARS, type CentreKind, type SidebarEntry, type SidebarIcon } from './sidebars';
import { usePhoneLayout } from './usePhoneLayout';

const GROUP_ICONS: Record<SidebarIcon, ReactNode> = {
  home: <HomeOutlined />,
  profile: <IdcardOutlined />,
  service: <AppstoreOutlined />,
  safety: <SafetyCertificateOutlined />,
  team: <TeamOutlined />,
  bill: <AuditOutlined />,
};

type MenuItem = Required<MenuProps>['items'][number];

/** Offline menu entries of the centre: path → the tip to show instead. */
type OfflineMenus = ReadonlyMap<string, string>;

function loadOfflineMenus(centerType: CentreKind): Promise<OfflineMenus> {
  return answerOf(api.channel.POST('/function/getUserCenterOfflineMenu', { body: { centerType } })).then(
    (map) => new Map(map.list.map((menu) => [menu.path, menu.offlineTip])),
  );
}

/**
 * An entry's link. An offline entry still leads to its page, which shows the
 * tip in full, so a tap or the keyboard reaches it as well as a mouse; the
 * tooltip repeats the tip on hover and on focus.
 */
function entryLabel(path: string, offline: OfflineMenus) {
  const tip = offline.get(path);
  if (!tip) return <Link to={path}>{titleOf(path)}</Link>;
  return (
    <Tooltip title={tip} placement="right" trigger={['hover', 'focus']}>
      <Link to={path} className="centre__offline-entry">
        {titleOf(path)}（暂停服务）
      </Link>
    </Tooltip>
  );
}

function menuItem(entry: SidebarEntry, home: string, offline: OfflineMenus): MenuItem {
  if (typeof entry === 'string') {
    return {
      key: entry,
      icon: entry === home ? <HomeOutlined /> : <FileTextOutlined />,
      label: entryLabel(entry, offline),
    };
  }
  return {
    key: entry.group,
    icon: GROUP_ICONS[entry.icon],
    label: entry.group,
    children: entry.items.map((path) => ({ key: path, label: entryLabel(path, offline) })),
  };
}

export function CentreLayout({ kind }: { kind: CentreKind }) {
  usePreloadWhenIdle(tablesCode);
  const sidebar = SIDEBARS[kind];
  const { pathname } = useLocation();
  const { sidebarOpen } = useSnapshot(ui);
  const selected = selectedEntry(sidebar, pathname);
  const openGroup = groupOf(sidebar, selected);
  const title = titleOf(pathname);
  const { token } = useSnapshot(session);
  // Menus the server has taken offline for this centre (getUserCenterOfflineMenu).
  const offlineMenus = useAsyncData(token ? `offline-menus:${kind}:${token}` : null, () => loadOfflineMenus(kind));
  const offline: OfflineMenus = offlineMenus.data ?? new Map();
  const offlineTip = offline.get(selected);

  const phone = usePhoneLayout();
  // A prerendered shell holds the screen's place until it is hydrated, the screen coming right after;
  // or, for a screen the same for every user, the screen itself (its data comes after either way).
  const shellRing = useCentreShell() && !heldInShell(pathname);
  // The boot's scrollbar goes: the layout's page area keeps one of its own (prerender/centre-shell.ts).
  useLayoutEffect(() => document.documentElement.classList.remove(CENTRE_BOOT_CLASS), []);
  const menu = (onChosen?: () => void) => (
    <Menu
      mode="inline"
      selectedKeys={[selected]}
      defaultOpenKeys={openGroup ? [openGroup] : []}
      items={sidebar.entries.map((entry) => menuItem(entry, sidebar.home, offline))}
      onClick={onChosen}
    />
  );

  // Inside the page and below the header, which the router draws before this chunk arrives.
  return (
    <>
      <div className="portal-container centre">
        <Breadcrumb
          className="centre__breadcrumb no-print"
          items={[
            { title: <Link to={MAIN_URL}>首页</Link> },
            { title: <Link to={sidebar.home}>{sidebar.title}</Link> },
            ...(title && pathname !== sidebar.home ? [{ title }] : []),
          ]}
        />
        <Layout className="centre__body" hasSider={!phone}>
          {phone ? (
            <PhoneMenu title={sidebar.title} pathname={pathname} menu={menu} />
          ) : (
            <Layout.Sider
              className="centre__sider no-print"
              width={224}
              collapsedWidth={64}
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
              {menu()}
            </Layout.Sider>
          )}
          <Layout.Content className="centre__content" id={MAIN_CONTENT_ID} tabIndex={-1}>
            {shellRing ? (
              <PageLoading />
            ) : offlineTip ? (
              <Arrived>
                <StatusResult
                  status="warning"
                  title={`${titleOf(selected) ?? '该功能'}暂停服务`}
                  subTitle={offlineTip}
                  extra={
                    <Link to={sidebar.home}>
                      <Button type="primary">返回{sidebar.title}</Button>
                    </Link>
                  }
                />
              </Arrived>
            ) : (
              <ErrorBoundary key={pathname} fallback={(error, reset) => <ScreenFailure error={error} retry={reset} />}>
                <Outlet />
              </ErrorBoundary>
            )}
          </Layout.Content>
        </Layout>
      </div>
      <Footer />
    </>
  );
}

/**
 * The centre's menu on a phone: a bar above the page with a 菜单 button that
 * opens the menu in a drawer from the left. The drawer closes when a page is
 * chosen (the address changes), and focus goes back to the button.
 */
function PhoneMenu({ title, pathname, menu }: { title: string; pathname: string; menu: (onChosen: () => void) => ReactNode }) {
  // Open on the page it was opened on: another page (a choice, the browser's back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  return (
    <nav className="centre__phone-menu no-print" aria-label={`${title}导航`}>
      <Button
        ref={button}
        icon={<MenuOutlined aria-hidden="true" />}
        aria-label="菜单"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        菜单
      </Button>
      <span className="centre__phone-title">{title}</span>
      <Drawer
        id={drawerId}
        className="centre__drawer"
        placement="left"
        size={288}
        title={title}
        open={open}
        onClose={() => setOpen(false)}
        afterOpenChange={(opened) => {
          if (!opened) button.current?.focus();
        }}
        closable={{ 'aria-label': '关闭菜单' }}
      >
        {menu(() => setOpen(false))}
      </Drawer>
    </nav>
  );
}
