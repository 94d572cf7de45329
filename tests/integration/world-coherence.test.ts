// The world holds together on the wire (docs/mock-gateway.md, "The world"): every
// persona logs in, every read operation of the contract is called with its documented
// request (the x-state lists, gets and views, and the reads no x-state declares), and
// the answers are cross-checked: one identity number is one person with one name and
// one mask everywhere, whole only where the sensitive-info call gives it; a detail
// agrees with its list row; no persona sees another owner's items; dates are ordered;
// no message is repeated. The rules after writes: world-rules.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barredAs, exampleRequestOf, type Route } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import { PERSONAS, type Persona } from '../../mock/personas';
import { DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
import { ADDED_ORDER, answerPath, narrowingFields } from '../../mock/state/declaration';
import { documentedTrees } from '../../mock/state/dictionary';
import { evaluate, getPath, mask } from '../../mock/state/values';
import { maskPhone, theWorld } from '../../mock/state/world';
import { isResidentIdNumber } from '../../src/lib/id-validators';
import { selfDisagreements, sightings, worldDisagreements, type Sighting } from '../contract/world-model';

type Body = { appcode?: string; map?: Record<string, unknown> };
type Item = Record<string, unknown>;

/** Operations that only read: declared list, get or view, or undeclared ones named as reads. */
const READ_NAME = /^(query|get|list|find|load|show|count)/;
const isRead = (route: Route) =>
  route.state
    ? ['list', 'get', 'view'].includes(route.state.action)
    : !route.login && route.method === 'post' && READ_NAME.test(route.prismOperation.iid ?? '');
/**
 * The answer fields that may show a whole identity number or phone (docs/mock-gateway.md, "The world"):
 * the sensitive-info call after the second verification, and what the citizen typed handed back to a
 * form they submit again (a mailing address's receiver phone, which 我的邮寄地址 masks and only its
 * edit dialog shows whole; a draft's fields; a business form's prefilled applicant). Everything else
 * shows 3201**********4211 and 138****6721.
 */
const WHOLE_ALLOWED = new Set([
  'person /personInfo/getSensitivePersonInfo .sensitiveInfo.idCardNo',
  'person /personInfo/getSensitivePersonInfo .sensitiveInfo.cellphone',
  'person /address/findUserAdressList .list[].cellphone',
  'affair /cache/query .formData[].value',
  'affair /param/query .fields[].defaultValue',
]);
const WHOLE_PHONE = /^1[3-9]\d{9}$/;

/** Every string an answer holds. */
function stringsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (isRecord(value)) return Object.values(value).flatMap(stringsOf);
  return typeof value === 'string' ? [value] : [];
}

/** The paths (list indexes as `[]`) of every string that is a whole identity number (valid check digit) or phone. */
function wholeNumbers(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((entry) => wholeNumbers(entry, `${path}[]`)))];
  if (isRecord(value)) return Object.entries(value).flatMap(([key, field]) => wholeNumbers(field, `${path}.${key}`));
  return typeof value === 'string' && (isResidentIdNumber(value) || WHOLE_PHONE.test(value)) ? [path] : [];
}
/** Agents log in as their unit or institution and are told apart by the persona switch. */
const LOGS_IN_AS: Record<Persona, Persona> = {
  person: 'person',
  unit: 'unit',
  organ: 'organ',
  unitAgent: 'unit',
  organAgent: 'organ',
  casual: 'casual',
};

const where = (route: Route) => `${route.service} ${route.path}`;
const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A date a message reports as past (您于 2026-03-10 申请…); a deadline (有效期至 …) may lie ahead. */
const EVENT_DATE = /(?<![将应])于\s*(\d{4}-\d{2}-\d{2})/g;

/** The checks that call the gateway again, once per listed item, may take a while on a busy machine. */
const CALLS_TIMEOUT_MS = 180_000;

let gateway: Gateway;
const tokens = new Map<Persona, string>();
/** Every successful read answer: persona → operation → answer body. */
const answers = new Map<Persona, Map<Route, Body>>();

/** Every read's HTTP status and appcode: persona → operation → `<status> <appcode>`. */
const outcomes = new Map<Persona, Map<Route, string>>();

async function answerOf(route: Route, persona: Persona, body?: unknown): Promise<{ status: number; body: Body }> {
  const answer = await callExample(gateway.url, route, {
    publicKey: DEV_KEYS.publicKey,
    headers: { 'Access-Token': tokens.get(persona) ?? '', 'X-Mock-Persona': persona },
    ...(body === undefined ? {} : { body }),
  });
  return { status: answer.status, body: isRecord(answer.body) ? (answer.body as Body) : {} };
}

async function call(route: Route, persona: Persona, body?: unknown): Promise<Body> {
  const answer = await answerOf(route, persona, body);
  return answer.status === 200 ? answer.body : {};
}

const routes = () => [...gateway.catalogue.values()].flatMap((service) => service.routes);
const routeOf = (path: string) => routes().find((r) => r.path === path)!;

/** A list's request: its documented one, on one page large enough for every item, without filters. */
function wholeListBody(route: Route): unknown {
  const example = exampleRequestOf(route).body;
  if (route.state?.action !== 'list' || !isRecord(example)) return undefined;
  const narrowing = new Set(narrowingFields(route.state));
  const kept = Object.fromEntries(Object.entries(example).filter(([k]) => !narrowing.has(k)));
  return 'pageNum' in example ? { ...kept, pageNum: 1, pageSize: 100 } : kept;
}

const listed = (route: Route, body: Body) => {
  const items = getPath(body, answerPath(route.state!));
  return Array.isArray(items) ? items.filter(isRecord) : [];
};

async function login(persona: Persona): Promise<string> {
  const group = LOGS_IN_AS[persona];
  const route = routes().find((r) => r.login && r.state?.action === 'login' && r.path.startsWith(`/auth/${group}/`))!;
  const answer = await callExample(gateway.url, route, { publicKey: DEV_KEYS.publicKey });
  const token = (answer.body as Body).map?.['Access-Token'];
  if (typeof token !== 'string') throw new Error(`${persona} did not log in with ${route.path}`);
  return token;
}

/** The person the tests register on the gateway. */
const newcomer = { name: '钱雨桐', idCardNo: '320106199203150025', cellphone: '15951877046', password: 'Qyt#2026reg' };

/** Registers the newcomer in a sandbox of its own and logs them in: the sandbox's headers and their token. */
async function registeredPerson(box: string): Promise<{ headers: Record<string, string>; token: string }> {
  const headers = { 'X-Mock-Sandbox': box };
  const register = exampleRequestOf(routeOf('/base/register')).body as Item;
  await callExample(gateway.url, routeOf('/base/register'), { publicKey: DEV_KEYS.publicKey, headers, body: { ...register, ...newcomer } });
  const loginRoute = routeOf('/auth/person/passwordLogin');
  const login = await callExample(gateway.url, loginRoute, {
    publicKey: DEV_KEYS.publicKey,
    headers,
    body: { ...(exampleRequestOf(loginRoute).body as Item), username: newcomer.idCardNo, password: newcomer.password },
  });
  return { headers, token: String((login.body as Body).map?.['Access-Token']) };
}

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
  for (const persona of PERSONAS) tokens.set(persona, await login(persona));
  for (const persona of PERSONAS) {
    const read = new Map<Route, Body>();
    const outcome = new Map<Route, string>();
    for (const route of routes().filter(isRead)) {
      const { status, body } = await answerOf(route, persona, wholeListBody(route));
      outcome.set(route, `${status} ${String(body.appcode)}`);
      if (status === 200 && body.appcode === '0') read.set(route, body);
    }
    answers.set(persona, read);
    outcomes.set(persona, outcome);
  }
}, 300_000);

afterAll(() => gateway?.close());

const everySighting = (): Sighting[] =>
  [...answers].flatMap(([persona, read]) => [...read].flatMap(([route, body]) => sightings(body.map, `${persona} ${where(route)}`)));

describe('one world on every read of every persona', () => {
  it('every persona logs in and reads', () => {
    expect(tokens.size).toBe(PERSONAS.length);
    for (const persona of PERSONAS) expect(answers.get(persona)!.size, persona).toBeGreaterThan(45);
  });

  it('a read another kind of user (x-user-kinds) or an agent (x-managers-only) may not call answers the documented 403 and nothing of anyone; the others answer', () => {
    const problems: string[] = [];
    let refused = 0;
    let agentsRefused = 0;
    for (const persona of PERSONAS) {
      for (const [route, outcome] of outcomes.get(persona)!) {
        const barred = barredAs(route, persona);
        const expected = barred === 'otherKind' ? '403 01020011' : barred === 'notManager' ? '403 01020012' : undefined;
        if (barred === 'otherKind') refused += 1;
        if (barred === 'notManager') agentsRefused += 1;
        if (expected && outcome !== expected) problems.push(`${persona} ${where(route)}: ${outcome}, not ${expected}`);
        if (!expected && outcome.startsWith('403')) problems.push(`${persona} ${where(route)}: refused, though it may call it`);
      }
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(100);
    expect(agentsRefused).toBeGreaterThan(0);
  });

  it("one identity number is one person: the world's name and phone, the same name on every answer", () => {
    const seen = everySighting();
    expect(seen.length).toBeGreaterThan(80);
    expect(worldDisagreements(seen, theWorld(), { strangers: true })).toEqual([]);
    expect(selfDisagreements(seen)).toEqual([]);
  });

  it('no answer shows a whole identity number or phone but the sensitive-info call and the echoes of what the citizen typed', () => {
    const whole = new Set<string>();
    for (const [persona, read] of answers) {
      for (const [route, body] of read) {
        for (const path of wholeNumbers(body.map)) {
          const field = `${where(route)} ${path}`;
          if (!WHOLE_ALLOWED.has(field)) whole.add(`${persona} ${field}`);
        }
      }
    }
    expect([...whole]).toEqual([]);
    // The case detail shows its applicant masked, as every other screen does.
    const detail = answers.get('person')!.get(routeOf('/applicant/case/detail'))!;
    expect((detail.map?.caseInfo as Item).applicant).toMatchObject({ idCardNo: '3201**********4211', cellphone: '138****6721' });
    // The one call that gives them whole does: the guard sees whole numbers where they are.
    const sensitive = answers.get('person')!.get(routeOf('/personInfo/getSensitivePersonInfo'))!;
    expect(wholeNumbers(sensitive.map)).toEqual(['.sensitiveInfo.idCardNo', '.sensitiveInfo.cellphone']);
  });

  it(
    'a detail agrees with its list row, for every resource with a list and a get',
    async () => {
      const problems: string[] = [];
      for (const persona of PERSONAS) {
        const read = answers.get(persona)!;
        for (const [list, body] of read) {
          if (list.state?.action !== 'list' || !list.state.key) continue;
          const key = list.state.key;
          const gets = routes().filter(
            (r) => r.state?.action === 'get' && r.state.resource === list.state!.resource && r.state.key === key,
          );
          for (const get of gets) {
            for (const row of listed(list, body).slice(0, 5)) {
              const example = exampleRequestOf(get).body;
              const detail = await call(get, persona, { ...(isRecord(example) ? example : {}), [key]: row[key] });
              const shown = getPath(detail, answerPath(get.state!));
              if (!isRecord(shown)) continue;
              for (const [field, value] of Object.entries(row)) {
                if (field in shown && JSON.stringify(shown[field]) !== JSON.stringify(value))
                  problems.push(
                    `${persona} ${where(get)} ${String(row[key])}: ${field} ${JSON.stringify(shown[field])}, listed ${JSON.stringify(value)}`,
                  );
              }
            }
          }
        }
      }
      expect(problems).toEqual([]);
    },
    CALLS_TIMEOUT_MS,
  );

  it("no persona sees another owner's items: the lists of persona-owned resources share no key and no case number", () => {
    const owners: Record<Persona, string> = {
      person: 'person',
      unit: 'unit',
      organ: 'organ',
      unitAgent: 'unit',
      organAgent: 'organ',
      casual: 'casual',
    };
    const problems: string[] = [];
    for (const list of routes().filter((r) => r.state?.action === 'list' && r.state.key && r.state.scope === 'user')) {
      // A resource whose documented lists are per persona is owned; one documented for everyone (a family list) is not.
      if (!(list.exampleKeys.get(200) ?? []).some((k) => (PERSONAS as readonly string[]).includes(k))) continue;
      // An item anyone may read by its key alone (`anonymousBy` the key: the base store's units) is a
      // registry's, seen by each user it concerns (the legal person and the unit itself), no one's own.
      if (list.state!.anonymousBy?.length === 1 && list.state!.anonymousBy[0] === list.state!.key) continue;
      const seenBy = new Map<string, string>();
      for (const persona of PERSONAS) {
        const body = answers.get(persona)!.get(list);
        for (const row of body ? listed(list, body) : []) {
          for (const value of [row[list.state!.key!], row.caseNo].filter((v) => v !== undefined)) {
            const owner = seenBy.get(String(value));
            if (owner !== undefined && owner !== owners[persona])
              problems.push(`${where(list)}: ${String(value)} of ${owner} also ${persona}'s`);
            seenBy.set(String(value), owners[persona]);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    'a case detail is that case: its matter, department, state, a timeline that follows its submission, and the materials its upload page lists',
    async () => {
      const caseList = routeOf('/applicant/case/list');
      const detail = routeOf('/applicant/case/detail');
      const materialList = routeOf('/case/material/list');
      const problems: string[] = [];
      for (const persona of ['person', 'unit', 'organ'] as const) {
        const rows = listed(caseList, answers.get(persona)!.get(caseList)!);
        expect(rows.length, persona).toBeGreaterThan(5);
        for (const row of rows) {
          const shown = (await call(detail, persona, { caseId: row.caseId })).map?.caseInfo as Item;
          const say = (text: string) =>
            problems.push(`${persona} ${String(row.caseNo)} (${String(row.matterName)}, ${String(row.state)}): ${text}`);
          const matter = theWorld().matters[String(row.matterName)];
          if (matter && shown.matterCode !== matter.matterCode) say(`matter code ${String(shown.matterCode)}`);
          const timeline = shown.timeline as Item[];
          const departments = new Set(timeline.slice(1).map((n) => n.departmentName));
          if (departments.size !== 1 || !departments.has(row.departmentName)) say(`timeline departments ${[...departments].join(', ')}`);
          const times = timeline.map((n) => n.time).filter((t): t is string => typeof t === 'string');
          if (times[0] !== row.applyTime) say(`timeline starts ${times[0]}, applied ${String(row.applyTime)}`);
          if ([...times].sort().join() !== times.join()) say(`timeline out of order ${times.join(' → ')}`);
          const ended = timeline.at(-1)?.state === 'done';
          if (ended !== ['finished', 'rejected'].includes(String(row.state))) say(`last node ${String(timeline.at(-1)?.state)}`);
          if ((shown.results as unknown[]).length > 0 !== (row.state === 'finished')) say(`${(shown.results as unknown[]).length} results`);
          // Its material list (the upload page) is the detail's materials, its matter's.
          const materials = (await call(materialList, persona, { caseId: row.caseId })).map?.list;
          if (JSON.stringify(materials) !== JSON.stringify(shown.materials)) say('the material list is not the detail’s materials');
          const codes = (shown.materials as Item[]).map((m) => m.materialCode);
          if (matter && codes.join() !== matter.materials.map((m) => m.materialCode).join()) say(`materials ${codes.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    },
    CALLS_TIMEOUT_MS,
  );

  it('dates are ordered: a message follows the dates it reports; newest-first lists are newest first', () => {
    const problems: string[] = [];
    for (const [persona, read] of answers) {
      for (const [route, body] of read) {
        if (route.state?.action !== 'list') continue;
        const rows = listed(route, body);
        const field = route.state.newestFirst;
        if (field && field !== ADDED_ORDER) {
          const values = rows.map((r) => String(getPath(r, field) ?? ''));
          if ([...values].sort().reverse().join() !== values.join())
            problems.push(`${persona} ${where(route)}: not newest first by ${field}`);
        }
        for (const row of rows) {
          if (typeof row.sendTime !== 'string') continue;
          const reported = [...`${row.title as string} ${row.content as string}`.matchAll(EVENT_DATE)].map((m) => m[1]!);
          const later = reported.filter((d) => d > String(row.sendTime).slice(0, 10));
          if (later.length > 0) problems.push(`${persona} ${String(row.messageId)} sent ${row.sendTime} reports ${later.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a person registered on the gateway is one person too: the same name, identity and phone on who they are, their record and the sensitive one', async () => {
    const { headers, token } = await registeredPerson('coherence-registered');
    const read = async (path: string) =>
      (await callExample(gateway.url, routeOf(path), { publicKey: DEV_KEYS.publicKey, headers: { ...headers, 'Access-Token': token } }))
        .body as Body;
    const who = (await read('/auth/queryUserInfo')).map?.userInfo as Item;
    const record = (await read('/personInfo/getPersonInfo')).map?.personInfo as Item;
    const sensitive = (await read('/personInfo/getSensitivePersonInfo')).map?.sensitiveInfo as Item;
    const seen = [
      ...sightings(who, 'queryUserInfo'),
      ...sightings(record, 'getPersonInfo'),
      ...sightings(sensitive, 'getSensitivePersonInfo'),
    ];
    expect(seen.map((s) => [s.where, s.name]).sort()).toEqual(
      [
        ['getPersonInfo', newcomer.name],
        ['getSensitivePersonInfo', newcomer.name],
        ['queryUserInfo', newcomer.name],
      ].sort(),
    );
    expect(selfDisagreements(seen)).toEqual([]);
    // One identity: the masks are the sensitive record's whole number and phone masked, as every answer masks.
    expect(new Set([who.idCardMasked, record.idCardNoMasked, mask(String(sensitive.idCardNo))])).toEqual(
      new Set([mask(newcomer.idCardNo)]),
    );
    expect(new Set([who.cellphoneMasked, record.cellphoneMasked, maskPhone(String(sensitive.cellphone))])).toEqual(
      new Set([maskPhone(newcomer.cellphone)]),
    );
    expect(who.userId).toBe(`P${newcomer.idCardNo}`);
    expect(wholeNumbers({ who, record })).toEqual([]);
  });

  it(
    'a person registered on the gateway sees no other person of the world on any read, but where the request asks about them',
    async () => {
      const { headers, token } = await registeredPerson('coherence-registered-reads');
      /**
       * How each other person of the world shows: by name (in a title too, 王建国失业保险金申领档案, but a
       * two-character one only as a whole value: 孙丽 is not 孙丽华), a name of three characters or more
       * masked as the contract masks it (王*国; a two-character one, 孙*, could be anyone's), identity
       * number whole or masked, phone masked.
       */
      const maskedName = (name: string) => (name.length > 2 ? [`${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`] : []);
      const others = theWorld()
        .persons.filter((p) => p.idCardNo !== newcomer.idCardNo)
        .map((p) => ({
          person: p,
          numbers: [p.idCardNo, mask(p.idCardNo), ...(p.cellphone ? [maskPhone(p.cellphone)] : []), ...maskedName(p.name)],
        }));
      const seen: string[] = [];
      for (const route of routes().filter(isRead)) {
        const answer = await callExample(gateway.url, route, {
          publicKey: DEV_KEYS.publicKey,
          headers: { ...headers, 'Access-Token': token },
        });
        if (answer.status !== 200) continue;
        const values = stringsOf(answer.body);
        const request = JSON.stringify(exampleRequestOf(route).body ?? {});
        // A query about someone (a certificate looked up by its holder's number) answers about them.
        const shown = others.filter(
          ({ person, numbers }) =>
            !request.includes(person.idCardNo) &&
            (values.some((v) => v === person.name || (person.name.length > 2 && v.includes(person.name))) ||
              numbers.some((n) => values.some((v) => v.includes(n)))),
        );
        if (shown.length > 0) seen.push(`${where(route)}: ${shown.map(({ person }) => person.name).join(', ')}`);
      }
      expect(seen).toEqual([]);
    },
    CALLS_TIMEOUT_MS,
  );

  it("every address's area name is what its create declares for its county (the area picker's names)", () => {
    const trees = documentedTrees(routes());
    const problems: string[] = [];
    for (const [list, create] of [
      ['/address/findUserAdressList', '/address/addUserAddress'],
      ['/unitBase/queryUnitAddressList', '/unitBase/saveUnitAddress'],
    ] as const) {
      const declared = routeOf(create).state!.set!.areaName!;
      for (const persona of PERSONAS) {
        const body = answers.get(persona)!.get(routeOf(list));
        for (const row of body ? listed(routeOf(list), body) : []) {
          const context = {
            request: { areaCode: row.areaCode },
            items: [],
            now: new Date(),
            tree: (c: string, v: string) => trees.get(c)?.get(v),
          };
          const expected = evaluate(declared, context);
          if (row.areaName !== expected)
            problems.push(`${persona} ${list} ${String(row.areaCode)}: ${String(row.areaName)}, not ${String(expected)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("a business form's applicant fields are the caller's own, whole as their sensitive record holds them", async () => {
    const applicant = (body: Body | undefined) =>
      Object.fromEntries(
        ((body?.map?.fields as Item[] | undefined) ?? [])
          .filter((field) => ['applicantName', 'idCardNo', 'cellphone'].includes(String(field.name)))
          .map((field) => [field.name, field.defaultValue]),
      );
    const own = (record: Item | undefined) => ({ applicantName: record?.name, idCardNo: record?.idCardNo, cellphone: record?.cellphone });
    const form = routeOf('/param/query');
    const sensitive = routeOf('/personInfo/getSensitivePersonInfo');
    for (const persona of ['person', 'casual'] as const) {
      const record = answers.get(persona)!.get(sensitive)?.map?.sensitiveInfo as Item | undefined;
      expect(record?.name, persona).toBeTruthy();
      expect(applicant(answers.get(persona)!.get(form)), persona).toEqual(own(record));
    }
    const { headers, token } = await registeredPerson('coherence-registered-form');
    const answer = await callExample(gateway.url, form, { publicKey: DEV_KEYS.publicKey, headers: { ...headers, 'Access-Token': token } });
    expect(applicant(answer.body as Body)).toEqual({
      applicantName: newcomer.name,
      idCardNo: newcomer.idCardNo,
      cellphone: newcomer.cellphone,
    });
  });

  it('no message is repeated in an inbox', () => {
    const messages = routeOf('/message/queryMessage');
    for (const persona of PERSONAS) {
      const rows = listed(messages, answers.get(persona)!.get(messages)!);
      const texts = rows.map((r) => `${String(r.title)}｜${String(r.content)}`);
      const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
      expect([...new Set(repeated)], persona).toEqual([]);
    }
  });
});
