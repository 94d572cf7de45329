// The route table against spec §2, written out here from the spec's own lists
// so that a route dropped, renamed or guarded wrongly in the table fails.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../src/api/generated/operations';
import { SERVICE_OF } from '../../../src/api/services';
import { SIDEBARS } from '../../../src/app/layouts/sidebars';
import { AREAS, ROUTES, type RouteEntry } from '../../../src/app/routes/table';
import { paths } from '../../../src/config/paths';

const PUBLIC = [
  '/login',
  '/logon',
  '/tempuser',
  '/thirdLogin',
  '/aliLogin',
  '/EcardLogin',
  '/buLogin',
  '/buUnitLogin',
  '/stuLogin',
  '/stuUnitLogin',
  '/queryTransitional',
  '/zxnl',
  '/zyzg',
  '/gxzs',
  '/gqjnks',
  '/ldzgz',
  '/jndj',
  '/404',
  '/500',
  '/403',
  '/tobusiness',
  '/toSelfBusiness',
  '/task',
  '/gohome',
  '/sqIndex',
  '/toMaterial',
  '/electronicMap',
  '/yhxy',
  '/personyhxy',
  '/unityhxy',
  '/unityhxyHRM',
  '/unityhxyYPT',
  '/yszc',
  '/drugInformationquery',
  '/diagtreatmentproinfo',
  '/tstaffquery',
  '/unitsubsidyPaymentQueryInfo',
  '/materialquery',
  '/unitReg',
  '/functionAuth',
  // §1: the configured main URL.
  '/index',
  // Not in spec §2: the results of the header's function search.
  '/search',
];

// "Under /main, no login": the table's paths keep the /main prefix.
// The main navigation's 公共查询 and 办事指南 need pages of their own, which spec §2 does not name.
const NAVIGATION_PAGES = ['/publicQuery', '/serviceGuide'];

const UNDER_MAIN = [
  '/logon/historyUser',
  '/logon/HrmUser',
  '/logon/dwregister',
  '/logon/hrmregister',
  '/logon/hrm/agent',
  '/logon/register',
  '/logon/rsuccess',
  '/logon/forgetpsd',
  '/logon/unitforget',
  '/feedback',
  '/viewresults',
  '/logon/suggest',
].map((path) => `/main${path}`);

const PERSON_CENTRE = [
  'main',
  'account',
  'userinfo',
  'checkPhone',
  'argee',
  'confirm',
  'confirmface',
  'person/rightsBill',
  'unit/rightsBill',
  'family',
  'channel',
  'auth',
  'cancellation',
  'licence',
  'address',
  'office',
  'material',
  'legal',
  'legalopen',
  'express',
  'test',
  'message',
  'personInfo',
].map((child) => `/center/${child}`);

const UNIT_CENTRE = [
  'unitmain',
  'workscope',
  'account',
  'unitinfo',
  'address',
  'floor',
  'agents',
  'organAgents',
  'institution',
  'changecode',
  'message',
  'office',
  'express',
  'basicinfo',
  'checkPhone',
  'argee',
  'confirm',
  'onlineDel',
].map((child) => `/unitcenter/${child}`);

const TEMP_CENTRE = ['tempmain', 'work'].map((child) => `/tempcenter/${child}`);
const ORGAN = ['main', 'office', 'agents', 'floor', 'account', 'message'].map((child) => `/organ/${child}`);

const REDIRECTS: Record<string, string> = {
  '/': '/gohome',
  '/main/center': '/center/main',
  '/main/unitcenter': '/unitcenter/unitmain',
  '/main/tempcenter': '/tempcenter/tempmain',
  '/organ': '/organ/center',
  '/organ/center': '/organ/main',
  '*': '/404',
};
const GUARDED_REDIRECTS = ['/main/center', '/main/unitcenter', '/main/tempcenter', '/organ', '/organ/center'];

const pages = ROUTES.filter((route): route is Exclude<RouteEntry, { kind: 'redirect' }> => route.kind !== 'redirect');
const redirects = ROUTES.filter((route) => route.kind === 'redirect');

describe('route table (spec §2)', () => {
  it('declares every page exactly once, and nothing the spec does not name but the navigation’s own pages', () => {
    const expected = [...PUBLIC, ...NAVIGATION_PAGES, ...UNDER_MAIN, ...PERSON_CENTRE, ...UNIT_CENTRE, ...TEMP_CENTRE, ...ORGAN].sort();
    const declared = pages.map((route) => route.path as string).sort();
    expect(declared).toEqual(expected);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('guards exactly the four centres', () => {
    const guarded = pages
      .filter((route) => route.guard)
      .map((route) => route.path as string)
      .sort();
    expect(guarded).toEqual([...PERSON_CENTRE, ...UNIT_CENTRE, ...TEMP_CENTRE, ...ORGAN].sort());
  });

  it('declares every redirect of §2, guarded where its target area is', () => {
    expect(Object.fromEntries(redirects.map((route) => [route.path, route.kind === 'redirect' ? route.to : '']))).toEqual(REDIRECTS);
    expect(
      redirects
        .filter((route) => route.guard)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...GUARDED_REDIRECTS].sort());
  });

  it('gives every page a Chinese title and an area or shell status', () => {
    for (const route of pages) {
      expect(route.title, route.path).toMatch(/\p{Script=Han}/u);
      if (route.kind === 'screen') expect(AREAS).toContain(route.area);
      else expect([403, 404, 500]).toContain(route.status);
    }
  });

  it('loads the seven named areas of §2 on demand, and the shell renders only the error pages itself', () => {
    const areas = new Set(pages.flatMap((route) => (route.kind === 'screen' ? [route.area] : [])));
    for (const area of ['item', 'organ', 'login', 'psncenter', 'unitcenter', 'userinfo', 'tempcenter']) {
      expect(areas).toContain(area);
    }
    expect(
      pages
        .filter((route) => route.kind === 'error')
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/403', '/404', '/500']);
  });

  it('puts each centre in its own layout, and the public pages in the public layout', () => {
    const layoutOf = (path: string) => pages.find((route) => route.path === path)?.layout;
    for (const path of PERSON_CENTRE) expect(layoutOf(path), path).toBe('person');
    for (const path of UNIT_CENTRE) expect(layoutOf(path), path).toBe('unit');
    for (const path of TEMP_CENTRE) expect(layoutOf(path), path).toBe('temp');
    for (const path of ORGAN) expect(layoutOf(path), path).toBe('organ');
    for (const path of [...PUBLIC, ...UNDER_MAIN]) expect(layoutOf(path), path).toBe('public');
  });

  it('lists in each sidebar only routes of that centre, each once', () => {
    const centres = { person: PERSON_CENTRE, unit: UNIT_CENTRE, organ: ORGAN, temp: TEMP_CENTRE };
    for (const [kind, sidebar] of Object.entries(SIDEBARS)) {
      const items = sidebar.entries.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.items));
      const own = centres[kind as keyof typeof centres];
      expect(new Set(items).size).toBe(items.length);
      for (const item of [...items, ...Object.keys(sidebar.highlight)]) expect(own, `${kind}: ${item}`).toContain(item);
      // Every page of the centre is reachable: a menu entry or a step that highlights one.
      expect([...items, ...Object.keys(sidebar.highlight)].sort()).toEqual([...own].sort());
    }
  });

  it('keeps paths.ts and the table in step: every typed href is a route', () => {
    const hrefs = Object.values(paths).flatMap((group) => (typeof group === 'string' ? [group] : Object.values(group)));
    const routed = ROUTES.map((route) => route.path as string);
    for (const href of hrefs) expect(routed, href).toContain(href);
  });
});

describe('the first calls the table names', () => {
  it('are operations of the contract, on the client that serves them', () => {
    const named = ROUTES.flatMap((route) => (route.kind === 'screen' ? (route.firstCalls ?? []) : []));
    expect(named.length).toBeGreaterThan(0);
    for (const call of named)
      expect(OPERATIONS[SERVICE_OF[call.client]], `${call.client} POST ${call.path}`).toHaveProperty([`POST ${call.path}`]);
  });
});
