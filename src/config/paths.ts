// Every route of the portal (spec §2), as typed hrefs: the one place a path is
// spelled. Screens link with `paths.center.account`, never with a hand-written
// string; the route table in src/app/routes/table.ts gives each path its title,
// guard flag, layout, area and screen.
import { judgeUrl } from '../lib/url.ts';
import { BASE_PATH } from './app.ts';

export const paths = {
  root: '/',
  home: {
    index: '/index',
    gohome: '/gohome',
    sqIndex: '/sqIndex',
    tobusiness: '/tobusiness',
    /** 公共查询 and 办事指南 of the main navigation: pages of the portal beside spec §2's routes. */
    publicQuery: '/publicQuery',
    serviceGuide: '/serviceGuide',
    toSelfBusiness: '/toSelfBusiness',
    /** The function search's results (`/search?q=…`). */
    search: '/search',
    /** Where a function is handled (`/task?funcId=…`, the address the catalogue gives). */
    task: '/task',
  },
  errors: {
    forbidden: '/403',
    notFound: '/404',
    serverError: '/500',
  },
  login: {
    login: '/login',
    logon: '/logon',
    tempuser: '/tempuser',
    thirdLogin: '/thirdLogin',
    aliLogin: '/aliLogin',
    ecardLogin: '/EcardLogin',
    buLogin: '/buLogin',
    buUnitLogin: '/buUnitLogin',
    stuLogin: '/stuLogin',
    stuUnitLogin: '/stuUnitLogin',
    functionAuth: '/functionAuth',
  },
  /** Registration, upgrade and recovery screens, under /main, no login. */
  logon: {
    historyUser: '/main/logon/historyUser',
    hrmUser: '/main/logon/HrmUser',
    dwregister: '/main/logon/dwregister',
    hrmregister: '/main/logon/hrmregister',
    hrmAgent: '/main/logon/hrm/agent',
    register: '/main/logon/register',
    rsuccess: '/main/logon/rsuccess',
    forgetpsd: '/main/logon/forgetpsd',
    unitforget: '/main/logon/unitforget',
    suggest: '/main/logon/suggest',
  },
  feedback: {
    feedback: '/main/feedback',
    viewresults: '/main/viewresults',
  },
  query: {
    queryTransitional: '/queryTransitional',
    zxnl: '/zxnl',
    zyzg: '/zyzg',
    gxzs: '/gxzs',
    gqjnks: '/gqjnks',
    ldzgz: '/ldzgz',
    jndj: '/jndj',
    drugInformationquery: '/drugInformationquery',
    diagtreatmentproinfo: '/diagtreatmentproinfo',
    tstaffquery: '/tstaffquery',
    unitsubsidyPaymentQueryInfo: '/unitsubsidyPaymentQueryInfo',
    materialquery: '/materialquery',
  },
  service: {
    toMaterial: '/toMaterial',
    electronicMap: '/electronicMap',
    unitReg: '/unitReg',
  },
  agreements: {
    yhxy: '/yhxy',
    personyhxy: '/personyhxy',
    unityhxy: '/unityhxy',
    unityhxyHRM: '/unityhxyHRM',
    unityhxyYPT: '/unityhxyYPT',
    yszc: '/yszc',
  },
  /** Person centre (login required). */
  center: {
    main: '/center/main',
    account: '/center/account',
    userinfo: '/center/userinfo',
    checkPhone: '/center/checkPhone',
    argee: '/center/argee',
    confirm: '/center/confirm',
    confirmface: '/center/confirmface',
    personRightsBill: '/center/person/rightsBill',
    unitRightsBill: '/center/unit/rightsBill',
    family: '/center/family',
    channel: '/center/channel',
    auth: '/center/auth',
    cancellation: '/center/cancellation',
    licence: '/center/licence',
    address: '/center/address',
    office: '/center/office',
    material: '/center/material',
    legal: '/center/legal',
    legalopen: '/center/legalopen',
    express: '/center/express',
    test: '/center/test',
    message: '/center/message',
    personInfo: '/center/personInfo',
  },
  /** Unit centre (login required). */
  unitcenter: {
    unitmain: '/unitcenter/unitmain',
    workscope: '/unitcenter/workscope',
    account: '/unitcenter/account',
    unitinfo: '/unitcenter/unitinfo',
    address: '/unitcenter/address',
    floor: '/unitcenter/floor',
    agents: '/unitcenter/agents',
    organAgents: '/unitcenter/organAgents',
    institution: '/unitcenter/institution',
    changecode: '/unitcenter/changecode',
    message: '/unitcenter/message',
    office: '/unitcenter/office',
    express: '/unitcenter/express',
    basicinfo: '/unitcenter/basicinfo',
    checkPhone: '/unitcenter/checkPhone',
    argee: '/unitcenter/argee',
    confirm: '/unitcenter/confirm',
    onlineDel: '/unitcenter/onlineDel',
  },
  /** Temporary (casual) user centre (login required). */
  tempcenter: {
    tempmain: '/tempcenter/tempmain',
    work: '/tempcenter/work',
  },
  /** Institution area (login required). */
  organ: {
    main: '/organ/main',
    office: '/organ/office',
    agents: '/organ/agents',
    floor: '/organ/floor',
    account: '/organ/account',
    message: '/organ/message',
  },
  /** Old entry points kept as redirects (spec §2). */
  legacy: {
    center: '/main/center',
    unitcenter: '/main/unitcenter',
    tempcenter: '/main/tempcenter',
    organ: '/organ',
    organCenter: '/organ/center',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Any path of the portal, relative to the base path /web. */
export type AppPath = Leaves<typeof paths>;

/** The query parameter that carries the wanted path to the login page and back. */
export const REDIRECT_PARAM = 'redirect';

/** `/login?redirect=<wanted path>`; without a wanted path, plain `/login`. */
export function loginHref(wanted?: string): string {
  const safe = wanted === undefined ? undefined : safeInternalPath(wanted);
  if (!safe) return paths.login.login;
  return `${paths.login.login}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}`;
}

/**
 * The internal path a login page should return to, from its query string.
 * Only same-portal absolute paths are accepted (never `//host` or a scheme),
 * so the parameter cannot become an open redirect.
 */
export function redirectTarget(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeInternalPath(params.get(REDIRECT_PARAM));
}

// Router paths are judged as the portal address they become; the origin does
// not matter for a path, so a stand-in origin is used.
const PATH_JUDGING_POLICY = { origin: 'https://portal.invalid', basePath: BASE_PATH } as const;

/**
 * The router path a value names when it is a page of the portal (a path such as
 * `/center/account?tab=1`), judged by judgeUrl like any address from outside:
 * `/..//evil.example`, `//host`, schemes and encoded tricks give undefined.
 */
export function safeInternalPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  const verdict = judgeUrl(`${BASE_PATH}${value}`, PATH_JUDGING_POLICY);
  return verdict.kind === 'internal' ? verdict.path : undefined;
}

/** Query parameters of the jump pages (/tobusiness, /toSelfBusiness, /task). */
export const JUMP_PARAMS = { functionId: 'funcId', url: 'url' } as const;

/** `/tobusiness?funcId=<id>`: resolve and open one function. */
export function businessHref(functionId: string): string {
  return `${paths.home.tobusiness}?${new URLSearchParams({ [JUMP_PARAMS.functionId]: functionId }).toString()}`;
}

/** The query parameter of the search results page. */
export const SEARCH_PARAM = 'q';

/** `/search?q=<what was typed>`: every function the search finds. */
export function searchHref(query: string): string {
  return `${paths.home.search}?${new URLSearchParams({ [SEARCH_PARAM]: query.trim() }).toString()}`;
}

/** Kinds of logged-in user, as the centres see them. */
export type CentreUser = 'person' | 'unit' | 'organ' | 'casual';

/** The first page of each user's own centre. */
export const CENTRE_HOME: Record<CentreUser, AppPath> = {
  person: paths.center.main,
  unit: paths.unitcenter.unitmain,
  organ: paths.organ.main,
  casual: paths.tempcenter.tempmain,
};

/** Each user's message page; casual users have none. */
export const CENTRE_MESSAGES: Partial<Record<CentreUser, AppPath>> = {
  person: paths.center.message,
  unit: paths.unitcenter.message,
  organ: paths.organ.message,
};
