// The sidebars of the four centres: which of the area's routes appear, in
// which groups and order. Labels are the route titles of the table. Step pages
// of a flow (phone check, agreement, confirmation…) are not menu entries; they
// highlight the entry they belong to.
import { paths, type AppPath } from '../../config/paths';
import { titleOf, type LayoutKind } from '../routes/table';

export type CentreKind = Exclude<LayoutKind, 'public'>;

export type SidebarEntry = AppPath | { group: string; icon: SidebarIcon; items: AppPath[] };
export type SidebarIcon = 'home' | 'profile' | 'service' | 'safety' | 'team' | 'bill';

export interface Sidebar {
  title: string;
  home: AppPath;
  entries: SidebarEntry[];
  /** Step pages → the menu entry they belong to. */
  highlight: Partial<Record<AppPath, AppPath>>;
}

const { center, unitcenter, organ, tempcenter } = paths;

/** A centre is named by the title of its home page (个人中心 for /center/main…). */
function centreHome(home: AppPath): Pick<Sidebar, 'title' | 'home'> {
  return { title: titleOf(home) ?? home, home };
}

export const SIDEBARS: Record<CentreKind, Sidebar> = {
  person: {
    ...centreHome(center.main),
    entries: [
      center.main,
      center.office,
      center.message,
      {
        group: '个人信息',
        icon: 'profile',
        items: [center.userinfo, center.personInfo, center.licence, center.material, center.address],
      },
      { group: '权益单', icon: 'bill', items: [center.personRightsBill, center.unitRightsBill] },
      { group: '我的服务', icon: 'service', items: [center.express, center.test, center.legal] },
      {
        group: '账户与安全',
        icon: 'safety',
        items: [center.account, center.family, center.channel, center.auth, center.cancellation],
      },
    ],
    highlight: {
      [center.checkPhone]: center.personInfo,
      [center.argee]: center.personInfo,
      [center.confirm]: center.personInfo,
      [center.confirmface]: center.personInfo,
      [center.legalopen]: center.legal,
    },
  },
  unit: {
    ...centreHome(unitcenter.unitmain),
    entries: [
      unitcenter.unitmain,
      unitcenter.floor,
      unitcenter.office,
      unitcenter.onlineDel,
      unitcenter.message,
      {
        group: '单位信息',
        icon: 'profile',
        items: [unitcenter.unitinfo, unitcenter.basicinfo, unitcenter.institution, unitcenter.address, unitcenter.express],
      },
      { group: '经办管理', icon: 'team', items: [unitcenter.agents, unitcenter.organAgents, unitcenter.workscope] },
      { group: '账户与安全', icon: 'safety', items: [unitcenter.account, unitcenter.changecode] },
    ],
    highlight: {
      [unitcenter.checkPhone]: unitcenter.basicinfo,
      [unitcenter.argee]: unitcenter.basicinfo,
      [unitcenter.confirm]: unitcenter.basicinfo,
    },
  },
  organ: {
    ...centreHome(organ.main),
    entries: [organ.main, organ.floor, organ.office, organ.agents, organ.message, organ.account],
    highlight: {},
  },
  temp: {
    ...centreHome(tempcenter.tempmain),
    entries: [tempcenter.tempmain, tempcenter.work],
    highlight: {},
  },
};

/** The menu entry to highlight for a location inside a centre. */
export function selectedEntry(sidebar: Sidebar, pathname: string): string {
  return sidebar.highlight[pathname as AppPath] ?? pathname;
}

/** The group that holds an entry, so it can be open when the page loads. */
export function groupOf(sidebar: Sidebar, path: string): string | undefined {
  for (const entry of sidebar.entries) {
    if (typeof entry !== 'string' && entry.items.includes(path as AppPath)) return entry.group;
  }
  return undefined;
}
