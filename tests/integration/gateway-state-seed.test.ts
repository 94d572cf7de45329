// The seed over real HTTP (docs/mock-gateway.md, "The seed"): one function
// catalogue behind every function list, ten years of monthly payments with
// paging, totals and filters, thirty messages of every category; every seeded
// item of every declared resource validates; the same MOCK_SEED, the same data.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../mock/server';
import type { StatefulRoute } from '../../mock/state/resources';
import { propertyNames, requestSchema, violationsOf } from '../../mock/state/schema';
import { seedOf } from '../../mock/state/seed';
import { StateStore } from '../../mock/state/store';
import { BENEFIT_FUNCTIONS } from '../../src/features/item/services/benefits/functions';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../../src/lib/id-validators';
import { stateCalls, type Item } from './state-calls';

let gateway: Gateway;

beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
});
afterAll(async () => {
  await gateway.close();
});

const { call, list } = stateCalls(() => gateway);
const CATEGORIES = ['SBK', 'SHBX', 'JYCY', 'RCRS', 'LDGX'];

describe('the function catalogue', () => {
  const all = async () => [
    ...(await list('channel', '/function/getFunction', 'person', { serviceObject: '1' })),
    ...(await list('channel', '/function/getFunction', 'person', { serviceObject: '2' })),
  ];

  it('holds at least 80 services of every category: person and unit, online and offline, with and without login, some with sub-functions', async () => {
    const functions = await all();
    expect(functions.length).toBeGreaterThanOrEqual(80);
    expect(new Set(functions.map((f) => f.funcId)).size).toBe(functions.length);
    for (const category of CATEGORIES) {
      for (const serviceObject of ['1', '2']) {
        expect(
          functions.filter((f) => f.category === category && f.serviceObject === serviceObject).length,
          `${category} ${serviceObject}`,
        ).toBeGreaterThanOrEqual(2);
      }
    }
    for (const [field, value] of [
      ['isOnline', false],
      ['needLogin', false],
      ['hasSubFunction', true],
      ['hot', true],
    ] as const) {
      expect(
        functions.some((f) => f[field] === value),
        `${field} ${String(value)}`,
      ).toBe(true);
    }
  });

  it("lists the portal's own services under their funcIds and names, so their tiles open their screens", async () => {
    const byId = new Map((await all()).map((f) => [f.funcId, f]));
    for (const service of BENEFIT_FUNCTIONS.filter((f) => f.screen !== 'queryForm')) {
      expect(byId.get(service.funcId)?.funcName, service.funcId).toBe(service.title);
    }
  });

  it('getFunction answers the asked service object only, whoever asks', async () => {
    for (const serviceObject of ['1', '2']) {
      const listed = await list('channel', '/function/getFunction', 'unit', { serviceObject });
      expect(listed.every((f) => f.serviceObject === serviceObject)).toBe(true);
    }
  });

  it('the hot and recommended lists, the classified catalogue and the casual user list come from the same catalogue', async () => {
    const byId = new Map((await all()).map((f) => [f.funcId, f]));
    const hot = await list('channel', '/function/getHotFunction', 'person', { serviceObject: '1', areaCode: '320100' });
    expect(hot.length).toBe(12);
    expect(hot.every((f) => f.hot === true && f.serviceObject === '1')).toBe(true);
    const recommended = await list('channel', '/function/getRecommendFunction', 'person', { serviceObject: '2', areaCode: '329900' });
    expect(recommended.length).toBe(8);
    expect(recommended.every((f) => f.isOnline === true && f.serviceObject === '2')).toBe(true);
    const casual = await list('channel', '/function/getTempUserFunction', 'casual', { areaCode: '329900' });
    expect(casual.length).toBeGreaterThan(2);
    expect(casual.every((f) => (f.userTypes as string[]).includes('4'))).toBe(true);

    const classified = (await call('channel', '/function/getClassifiedFunction', 'person', { areaCode: '320500' })).body.map.all as {
      categoryCode: string;
      functions: Item[];
    }[];
    expect(classified.map((c) => c.categoryCode)).toEqual(expect.arrayContaining(CATEGORIES));
    const grouped: Item[] = classified.flatMap((c) => c.functions.map((f) => ({ ...f, categoryCode: c.categoryCode })));
    expect(grouped.length).toBe(byId.size);
    for (const f of [...hot, ...recommended, ...casual, ...grouped])
      expect(byId.get(String(f.funcId))).toMatchObject({ funcName: f.funcName, category: f.category });
    expect(grouped.every((f) => f.category === f.categoryCode)).toBe(true);
  });

  it('every function with sub-functions has them, and a function without has none', async () => {
    const parents = (await all()).filter((f) => f.hasSubFunction === true);
    expect(parents.length).toBeGreaterThanOrEqual(3);
    for (const parent of parents) {
      const subs = await list('channel', '/function/getSubFunction', 'unit', { funcId: parent.funcId });
      expect(subs.length, String(parent.funcId)).toBeGreaterThanOrEqual(2);
      expect(subs.every((s) => String(s.funcId).startsWith(`${String(parent.funcId)}-`))).toBe(true);
    }
    expect(await list('channel', '/function/getSubFunction', 'unit', { funcId: 'F2001' })).toEqual([]);
  });
});

describe('ten years of monthly payments', () => {
  const payments = (body: Item) => call('business-center', '/personPaymentQuery', 'person', { pageNum: 1, pageSize: 10, ...body });

  it('every month of ten years, newest first, paged with the year total', async () => {
    const months = new Set<string>();
    for (let year = 2016; year <= 2026; year += 1) {
      const answer = (await payments({ year: String(year), pageSize: 50 })).body.map;
      const records = answer.list as Item[];
      expect(answer.total).toBe(records.length);
      expect(records.every((r) => String(r.period).startsWith(`${year}-`))).toBe(true);
      expect(records.map((r) => r.period)).toEqual([...records.map((r) => String(r.period))].sort().reverse());
      for (const record of records) months.add(String(record.period));
    }
    expect(months.size).toBeGreaterThanOrEqual(120);

    const first = (await payments({ year: '2020', pageNum: 1, pageSize: 5 })).body.map;
    const second = (await payments({ year: '2020', pageNum: 2, pageSize: 5 })).body.map;
    expect(first).toMatchObject({ total: 12, pageNum: 1, pageSize: 5 });
    expect(second).toMatchObject({ total: 12, pageNum: 2, pageSize: 5 });
    expect((first.list as Item[]).map((r) => r.period)).toEqual(['2020-12', '2020-11', '2020-10', '2020-09', '2020-08']);
    expect((second.list as Item[])[0]?.period).toBe('2020-07');
    const third = (await payments({ year: '2020', pageNum: 3, pageSize: 5 })).body.map;
    expect((third.list as Item[]).length).toBe(2);
  });

  it('the insurance type filters', async () => {
    expect((await payments({ year: '2024', insuranceType: '110' })).body.map.total).toBe(12);
    expect((await payments({ year: '2024', insuranceType: '210' })).body.map).toMatchObject({ total: 0, list: [] });
  });
});

describe('the seed', () => {
  const routes = () => [...gateway.catalogue.values()].flatMap((s) => s.routes).filter((r): r is StatefulRoute => r.state !== undefined);
  const OWNERS = ['person', 'unit', 'organ', 'casual', '*'];

  it('thirty messages of every category for every persona', async () => {
    for (const persona of ['person', 'unit', 'organ', 'casual'] as const) {
      for (const category of ['system', 'affair', 'notice']) {
        const { map } = (await call('person', '/message/queryMessage', persona, { category, pageNum: 1, pageSize: 10 })).body;
        expect(map.total, `${persona} ${category}`).toBeGreaterThanOrEqual(30);
        expect((map.list as Item[]).every((m) => m.category === category)).toBe(true);
      }
    }
  });

  it('every seeded item of every declared resource validates against its schema; identity numbers pass GB 11643, credit codes GB 32100', () => {
    const resources = [...gateway.state!.resources.values()];
    expect(resources.map((r) => r.name)).toEqual(expect.arrayContaining(['functions', 'subFunctions', 'personPayments', 'messages']));
    for (const resource of resources) {
      // Accounts are the gateway's own records, never shown: they keep fields (passwords) no answer has.
      if (resource.scope === 'global' && resource.declaration.action !== 'list') continue;
      // An item keeps its create's request fields and those its create sets that no answer shows too (an
      // agent's login phone and password).
      const kept = new Set(
        routes()
          .filter((r) => r.state.resource === resource.name && r.state.action === 'create')
          .flatMap((r) =>
            [...propertyNames(requestSchema(r)), ...Object.keys(r.state.set ?? {})].filter(
              (field) => !propertyNames(resource.itemSchema).has(field),
            ),
          ),
      );
      for (const owner of resource.scope === 'global' ? ['*'] : OWNERS) {
        const seeded = seedOf(resource, owner, routes(), 'hrss');
        for (const item of Array.isArray(seeded) ? seeded : [seeded]) {
          const shown = Object.fromEntries(Object.entries(item).filter(([k]) => !k.startsWith('_') && !kept.has(k)));
          const where = `${resource.name} of ${owner}: ${JSON.stringify(shown)}`;
          expect(violationsOf(resource.itemSchema, shown), where).toEqual([]);
          for (const [field, value] of Object.entries(shown)) {
            if (/^(idCardNo|idNo|idNumber|certNo)$/.test(field) && /^\d{17}[\dX]$/.test(String(value)))
              expect(isResidentIdNumber(String(value)), where).toBe(true);
            if (/creditCode$/i.test(field)) expect(isUnifiedSocialCreditCode(String(value)), where).toBe(true);
          }
        }
      }
    }
  });

  it('the same MOCK_SEED gives the same data, another one other data', () => {
    for (const name of ['messages', 'personPayments']) {
      const resource = gateway.state!.resources.get(name)!;
      const once = seedOf(resource, 'person', routes(), 'hrss');
      expect(seedOf(resource, 'person', routes(), 'hrss')).toEqual(once);
      if (name === 'messages') expect(seedOf(resource, 'person', routes(), 'other')).not.toEqual(once);
    }
  });
});

describe('persistence of a large seed', () => {
  it('writes only the resources that changed: the others come back from the seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
    try {
      const options = { dir, seed: 'hrss', warn: () => undefined, seedOf: (owner: string, name: string) => [{ owner, name }] };
      const store = new StateStore(options);
      for (let user = 0; user < 100; user += 1) store.get(`user-${user}`, 'personPayments');
      (store.get('user-7', 'messages') as Item[]).push({ messageId: 'M1' });
      store.changed('user-7', 'messages');
      await store.flush();
      const written = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as { owners: Record<string, Record<string, Item[]>> };
      expect(written.owners).toEqual({ 'user-7': { messages: [{ owner: 'user-7', name: 'messages' }, { messageId: 'M1' }] } });

      const restarted = new StateStore(options);
      expect(restarted.get('user-7', 'messages')).toHaveLength(2);
      expect(restarted.get('user-3', 'personPayments')).toEqual([{ owner: 'user-3', name: 'personPayments' }]);
      restarted.reset('user-7');
      await restarted.flush();
      expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'))).toMatchObject({ owners: {} });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
