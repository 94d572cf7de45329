// The contract's examples agree with the mock's world (mock/state/world.yaml): an
// identity number names the same person with the same name and phone in every
// example, a unit's credit code, legal representative and addresses are the same
// wherever they are shown, the documented logins are the world's personas, and
// every documented case is of a world matter and its department, every documented
// delivery is that of a documented case of its user, and a matter the catalogue offers
// has its function's name and code.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadBundledCatalogue } from '../../mock/catalogue';
import { PERSONAS } from '../../mock/personas';
import { documentedTreeEntries, type TreeEntry } from '../../mock/state/dictionary';
import { resourcesOf, type StatefulRoute } from '../../mock/state/resources';
import { seedOf } from '../../mock/state/seed';
import { mask } from '../../mock/state/values';
import { personaPerson, rowsOf, theWorld, worldProblems } from '../../mock/state/world';
import { allOperations, deref, namedExamples, type Json, type JsonObject } from './contract-model';
import { selfDisagreements, sightings, worldDisagreements, type Sighting } from './world-model';

const world = theWorld();

interface Example {
  where: string;
  path: string;
  name: string;
  value: Json;
}

/** Every request and answer example of every operation. */
const examples: Example[] = allOperations.flatMap(({ service, path, operation, doc }) => {
  const found: Example[] = [];
  const body = deref(doc, (operation.requestBody ?? {}) as JsonObject).content as JsonObject | undefined;
  for (const media of Object.values(body ?? {})) {
    for (const [name, value] of namedExamples(doc, media as JsonObject))
      found.push({ where: `${service} ${path} request:${name}`, path, name, value });
  }
  for (const [status, response] of Object.entries((operation.responses ?? {}) as JsonObject)) {
    const content = deref(doc, response as JsonObject).content as JsonObject | undefined;
    for (const media of Object.values(content ?? {})) {
      for (const [name, value] of namedExamples(doc, media as JsonObject))
        found.push({ where: `${service} ${path} ${status}:${name}`, path, name, value });
    }
  }
  return found;
});

/** Requests carry what a user types (a new phone to change to), so only answers hold phones to the world. */
const allSightings: Sighting[] = examples.flatMap((e) =>
  sightings(e.value, e.where).map((s) => (e.where.includes('request:') ? { ...s, phone: undefined } : s)),
);

/** Every object of a JSON value. */
function objects(value: Json): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (value === null || typeof value !== 'object') return [];
  return [value, ...Object.values(value).flatMap(objects)];
}

/** Equal, or the masked form of it (王*国 for 王建国). */
const sameText = (shown: string, expected: string) =>
  shown === expected ||
  (shown.includes('*') && shown.length === expected.length && [...shown].every((c, i) => c === '*' || c === expected[i]));

const answersOf = (path: string) => examples.filter((e) => e.path === path && !e.where.includes('request:'));

describe('the world (mock/state/world.yaml)', () => {
  it('has valid numbers, one person per number and per mask, and names only its own persons', () => {
    expect(worldProblems(world)).toEqual([]);
  });

  it('every identity number of every example is a person of the world, with that name and phone', () => {
    expect(allSightings.length).toBeGreaterThan(50);
    expect(worldDisagreements(allSightings, world, { strangers: false })).toEqual([]);
    expect(selfDisagreements(allSightings)).toEqual([]);
  });

  it('a unit is the same unit wherever it is shown: name, legal representative, addresses', () => {
    for (const unit of world.units) {
      const legal = world.persons.find((p) => p.idCardNo === unit.legalPerson)!;
      const shown = examples.flatMap((e) => objects(e.value).map((o) => ({ where: e.where, o })));
      const ofUnit = shown.filter(({ o }) => o.socialCreditCode === unit.socialCreditCode || o.unitName === unit.unitName);
      expect(ofUnit.length).toBeGreaterThan(3);
      for (const { where, o } of ofUnit) {
        const wrong = (field: string, expected: string) =>
          typeof o[field] === 'string' && !sameText(o[field], expected) ? [`${where}: ${field} ${String(o[field])}, not ${expected}`] : [];
        expect([
          ...wrong('unitName', unit.unitName),
          ...(o.unitName === unit.unitName ? wrong('socialCreditCode', unit.socialCreditCode) : []),
          ...wrong('legalPersonName', legal.name),
          ...wrong('legalPersonIdCardMasked', mask(legal.idCardNo)),
          ...wrong('registeredAddress', unit.registeredAddress),
          ...(unit.businessAddress ? wrong('businessAddress', unit.businessAddress) : []),
        ]).toEqual([]);
      }
    }
  });

  it('an institution is the same wherever it is shown, and its documented login is its number', () => {
    for (const institution of world.institutions) {
      const shown = examples.flatMap((e) => objects(e.value).map((o) => ({ where: e.where, o })));
      const wrong = shown
        .filter(({ o }) => o.organName === institution.organName && 'aaz100' in o && o.aaz100 !== institution.aaz100)
        .map(({ where, o }) => `${where}: aaz100 ${String(o.aaz100)}`);
      expect(wrong).toEqual([]);
    }
    const login = examples.find((e) => e.path === '/auth/organ/organPasswordLogin' && e.where.includes('request:'));
    expect(world.institutions.map((i) => i.aaz100)).toContain((login?.value as JsonObject).aaz100);
  });

  it('the institutions registered under each credit code are those the examples list, with the same name, area and state', () => {
    const registered = parse(
      readFileSync(new URL('../../mock/state/seed-items/institutions.yaml', import.meta.url), 'utf8'),
    ) as JsonObject[];
    const shown = ({ _socialCreditCode: _code, ...fields }: JsonObject) => fields;
    const under = (code: Json | undefined) => registered.filter((i) => i._socialCreditCode === code).map(shown);
    // organ/queryOrganList answers its request's code with exactly the institutions registered under it.
    const request = examples.find((e) => e.path === '/organ/queryOrganList' && e.where.includes('request:'))?.value as JsonObject;
    const lists = (path: string) => answersOf(path).filter((e) => e.where.includes(' 200:'));
    for (const answer of lists('/organ/queryOrganList').filter((e) => e.name !== 'empty')) {
      expect(((answer.value as JsonObject).map as JsonObject).list, answer.where).toEqual(under(request.socialCreditCode));
    }
    // A unit's institutions are registered under the code its list gives them, as the list shows them.
    for (const answer of lists('/unitBase/queryUnitInstitutionList')) {
      for (const item of ((answer.value as JsonObject).map as JsonObject).list as JsonObject[]) {
        const { organName, areaCode, areaName, opened, aaz100 } = item;
        expect(under(item.socialCreditCode), `${answer.where} ${String(aaz100)}`).toContainEqual({
          aaz100,
          organName,
          areaCode,
          areaName,
          opened,
        });
      }
    }
    for (const { aaz100, organName, socialCreditCode } of world.institutions)
      expect(under(socialCreditCode)).toContainEqual(expect.objectContaining({ aaz100, organName }));
  });

  describe('the places the gateway serves (seed-items/ over the examples)', () => {
    let seeded: (resource: string) => JsonObject[];
    let areaTree: TreeEntry[];
    beforeAll(async () => {
      const catalogue = await loadBundledCatalogue(() => {});
      const routes = [...catalogue.values()].flatMap((s) => s.routes);
      const stateful = routes.filter((r): r is StatefulRoute => r.state !== undefined);
      const resources = resourcesOf(stateful);
      seeded = (resource) => seedOf(resources.get(resource)!, '*', stateful, 'hrss') as JsonObject[];
      areaTree = documentedTreeEntries(routes).get('area') ?? [];
    });
    const shown = (items: JsonObject[]) =>
      items.map((item) => Object.fromEntries(Object.entries(item).filter(([k]) => !k.startsWith('_'))));

    it('the service halls of an area are those the example lists for it, each under its own city and district', () => {
      const halls = seeded('serviceHalls');
      const request = examples.find((e) => e.path === '/query/serviceHalls' && e.where.includes('request:'))?.value as JsonObject;
      const [answer] = answersOf('/query/serviceHalls').filter((e) => e.where.includes(' 200:'));
      const under = halls.filter((h) => (h._areaCodes as Json[]).includes(request.areaCode ?? null));
      expect(((answer?.value as JsonObject).map as JsonObject).list).toEqual(shown(under));
      // The documented area tree names each hall's district as the hall does, under its city.
      const cities = new Map(areaTree.map((city) => [city.code, new Map(city.children.map((d) => [d.code, d.name]))]));
      for (const { hallId, areaName, _areaCodes: codes } of halls) {
        const district = (codes as string[]).at(-1) ?? '';
        const city = `${district.slice(0, 4)}00`;
        expect([cities.get(city)?.get(district), (codes as string[]).includes(city)], String(hallId)).toEqual([areaName, true]);
      }
      // 省本级 lists the province's own halls, not a city's.
      expect(halls.filter((h) => (h._areaCodes as Json[]).includes('329900')).map((h) => h.hallName)).toEqual([
        '江苏省人力资源和社会保障厅政务服务大厅',
        '江苏省社会保障卡服务中心',
      ]);
    });

    it("the areas under each code are those the examples list, and the documented tree's cities and districts", () => {
      const areas = seeded('areas');
      const under = (code: Json | undefined) => shown(areas.filter((a) => a._parentCode === code));
      // Each answer of findByParent/area is the list under the parent its summary names: 南京市's districts, 玄武区's streets, none.
      const parentOf: Record<string, string> = { districts: '320100', streets: '320102', leaf: '320102002' };
      for (const answer of answersOf('/dictionary/findByParent/area').filter((e) => e.where.includes(' 200:')))
        expect(under(parentOf[answer.name]), answer.where).toEqual(((answer.value as JsonObject).map as JsonObject).list);
      // The province's cities and their districts are the documented tree's, 省本级 aside.
      const places = areaTree.filter((city) => city.code !== '329900');
      expect(places.length).toBe(13);
      expect(under('320000').map((a) => [a.code, a.name])).toEqual(places.map((city) => [city.code, city.name]));
      for (const city of places) expect(under(city.code).map((a) => [a.code, a.name])).toEqual(city.children.map((d) => [d.code, d.name]));
    });
  });

  it("each persona's user info is the world's person of that persona", () => {
    for (const persona of PERSONAS) {
      const info = answersOf('/auth/queryUserInfo').find((e) => e.name === persona);
      const person = personaPerson(world, persona);
      expect(person, persona).toBeDefined();
      expect((((info?.value as JsonObject).map as JsonObject).userInfo as JsonObject).name, persona).toBe(person!.name);
    }
  });

  it('every documented case is of a world matter, handled by its department', () => {
    const cases = [...answersOf('/applicant/case/list'), ...answersOf('/applicant/case/detail')].flatMap((e) =>
      objects(e.value)
        .filter((o) => typeof o.matterName === 'string' && typeof o.caseNo === 'string')
        .map((o) => ({ where: e.where, o })),
    );
    expect(cases.length).toBeGreaterThan(10);
    for (const { where, o } of cases) {
      const matter = world.matters[o.matterName as string];
      expect(matter, `${where}: ${String(o.matterName)}`).toBeDefined();
      expect(o.departmentName, where).toBe(matter!.departmentName);
    }
  });

  it('a world matter the catalogue offers is that function: the same name with the same code', () => {
    const catalogue = ['functions', 'subFunctions'].flatMap(
      (resource) => parse(readFileSync(`mock/state/seed-items/${resource}.yaml`, 'utf8')) as { funcName: string; funcCode: string }[],
    );
    const matters = Object.entries(world.matters);
    const offered = matters.filter(([name, { matterCode }]) => catalogue.some((f) => f.funcName === name || f.funcCode === matterCode));
    expect(offered.length).toBeGreaterThan(5);
    const disagreeing = offered.flatMap(([name, { matterCode }]) =>
      catalogue
        .filter((f) => (f.funcName === name) !== (f.funcCode === matterCode))
        .map((f) => `${name} ${matterCode}: the catalogue's ${f.funcName} ${f.funcCode}`),
    );
    expect(disagreeing).toEqual([]);
  });

  it('the search options name every department of the world by its code, and only those', () => {
    const options = answersOf('/case/query/queryAffairSelectList')
      .filter((e) => e.where.includes(' 200:'))
      .map((e) => (e.value as JsonObject).map as JsonObject);
    expect(options.length).toBeGreaterThan(0);
    for (const map of options)
      expect(Object.fromEntries((map.departments as JsonObject[]).map((d) => [d.label, d.value]))).toEqual(world.departments);
  });

  it('every documented delivery and its trace are those of a documented case of its user, long delivered', () => {
    const listed = (path: string, name: string) =>
      ((answersOf(path).find((e) => e.name === name)?.value as JsonObject).map as JsonObject).list as JsonObject[];
    // Long after: the documented ones are all delivered, whatever the day the check runs.
    const later = new Date('2100-01-01T00:00:00');
    const traces: unknown[] = [];
    for (const persona of ['person', 'unit'] as const) {
      const derived = rowsOf('delivery', listed('/applicant/case/list', persona), persona, later);
      const { nodes, ...row } = derived[0] ?? {};
      expect(listed('/case/delivery/list', persona), persona).toEqual([row]);
      traces.push({ expressNo: row.expressNo, expressCompany: row.expressCompany, state: row.state, nodes });
    }
    const delivered = (answersOf('/case/delivery/trace').find((e) => e.name === 'delivered')?.value as JsonObject).map;
    expect(traces).toContainEqual(delivered);
  });
});
