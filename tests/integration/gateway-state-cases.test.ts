// Cases, their transitions, comments and work orders in the gateway's state,
// over real HTTP (docs/mock-gateway.md, "State" → "Cases"): a created case is
// listed and counted with its state, completing it moves the state, a comment
// shows in its query and marks the case rated, a transition from a state that
// does not allow it is refused and changes nothing, the seed holds cases in
// every state, and a submitted work order (problem feedback) is listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../mock/server';
import { checkDeclarations, type StatefulRoute } from '../../mock/state/resources';
import { seedOf } from '../../mock/state/seed';
import { PAGE, stateCalls, type Item } from './state-calls';

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
});
afterAll(() => gateway.close());

const calls = stateCalls(() => gateway);
const { call, list } = calls;

const CASE_STATES = ['submitted', 'handling', 'supplement', 'finished', 'rejected'];
const FORM = [
  { name: 'applicantName', value: '王建国' },
  { name: 'lastUnitName', value: '南京鼎盛物流有限公司' },
];

const cases = (persona: 'person' | 'unit' = 'person', filter: Item = {}) =>
  list('affair', '/applicant/case/list', persona, { ...PAGE, ...filter });
const caseOf = async (caseId: unknown) => (await cases()).find((c) => c.caseId === caseId);
const overview = async () => (await call('affair', '/applicant/case/overview', 'person', {})).body.map;
const complete = (caseId: unknown) => call('affair', '/commbusiness/complete', 'person', { businessId: 'YW2026112210150001', caseId });
/** Uploads a file of a type it takes to every required material of the person's case. */
async function uploadRequired(caseId: unknown): Promise<void> {
  const materials = (await call('affair', '/case/material/list', 'person', { caseId })).body.map.list as Item[];
  for (const material of materials.filter((m) => m.required === true)) {
    const [type] = material.acceptTypes as string[];
    const fileName = `${String(material.materialName)}.${type}`;
    await call('affair', '/case/material/upload', 'person', {
      caseId,
      materialCode: material.materialCode,
      fileName,
      content: 'iVBORw0KGgo=',
    });
  }
}
const comment = async (caseId: unknown) => (await call('affair', '/comment/query', 'person', { caseId })).body.map;

describe('a case from creation to its rating', () => {
  it('is listed and counted as awaiting materials, then completing it submits it', async () => {
    const before = await overview();
    const created = await call('affair', '/create/businesscase', 'person', { businessId: 'YW2026112210150001', formData: FORM });
    const { caseId, caseNo } = created.body.map;
    expect(caseId).toMatch(/^BJ\d{13}$/);
    expect((await cases())[0]).toMatchObject({ caseId, caseNo, state: 'supplement', commented: false, canComment: false });
    expect(await overview()).toMatchObject({ total: Number(before.total) + 1, supplement: Number(before.supplement) + 1 });

    // Not without its required material: the refusal names it and shows the case as it is.
    const early = await complete(caseId);
    expect(early.body).toMatchObject({
      appcode: '05030002',
      msg: '请先上传必交材料：解除或终止劳动合同证明',
      map: { caseId, caseNo, state: 'supplement' },
    });
    expect((await caseOf(caseId))?.state).toBe('supplement');

    await uploadRequired(caseId);
    const completed = await complete(caseId);
    expect(completed.body).toMatchObject({ appcode: '0', map: { caseId, caseNo, state: 'submitted' } });
    expect((await caseOf(caseId))?.state).toBe('submitted');
    expect(await overview()).toMatchObject({
      total: Number(before.total) + 1,
      supplement: before.supplement,
      submitted: Number(before.submitted) + 1,
    });
    const detail = await call('affair', '/applicant/case/detail', 'person', { caseId });
    expect(detail.body.map.caseInfo).toMatchObject({ caseId, caseNo, state: 'submitted' });
  });

  it('a finished case is rated: the comment shows in its query and the list marks it rated', async () => {
    const rateable = (await cases('person', { state: 'finished' })).find((c) => c.canComment === true);
    expect(rateable, 'the seed has a finished case not yet rated').toBeDefined();
    const caseId = rateable!.caseId;
    expect(await comment(caseId)).toMatchObject({ commented: false, canComment: true });

    const added = await call('affair', '/comment/add', 'person', { caseId, rating: 4 });
    expect(added.body.appcode).toBe('0');
    expect(await comment(caseId)).toMatchObject({ commented: true, canComment: false, comment: { rating: 4, content: '' } });
    expect(await caseOf(caseId)).toMatchObject({ commented: true, canComment: false });
  });
});

describe('a business started from the catalogue (case/getcreate) is of that function', () => {
  // A sandbox of its own: the case it makes is not the first awaiting materials of the other tests.
  const inBox = (path: string, body: unknown) => call('affair', path, 'person', body, 'businesses');
  const start = (funcId: string) => inBox('/case/getcreate', { funcId, areaCode: '320100' });
  const fieldNames = (form: Item) => (form.fields as Item[]).map((f) => f.name);

  it('its matter and department, its form and the case it becomes', async () => {
    const started = (await start('F1001')).body;
    expect(started.appcode).toBe('0');
    expect(started.map).toMatchObject({
      matterName: '社会保障卡申领',
      matterCode: 'SBK0101',
      departmentName: '江苏省社会保障卡服务中心',
      hasDraft: false,
    });
    const { businessId } = started.map;
    expect(businessId).not.toBe('YW2026112210150001');

    const form = (await inBox('/param/query', { businessId })).body.map;
    expect(form).toMatchObject({ matterName: '社会保障卡申领', matterCode: 'SBK0101' });
    expect(fieldNames(form)).toEqual(['applicantName', 'idCardNo', 'cellphone', 'residenceArea', 'applyReason', 'remark']);
    expect((form.fields as Item[])[0]).toMatchObject({ name: 'applicantName', defaultValue: '王建国' });

    const created = (await inBox('/create/businesscase', { businessId, formData: [{ name: 'applyReason', value: '首次申领' }] })).body;
    const listed = ((await inBox('/applicant/case/list', PAGE)).body.map.list as Item[]).find((c) => c.caseId === created.map.caseId);
    expect(listed).toMatchObject({ matterName: '社会保障卡申领', departmentName: '江苏省社会保障卡服务中心', state: 'supplement' });
    const detail = (await inBox('/applicant/case/detail', { caseId: created.map.caseId })).body.map.caseInfo as Item;
    expect(detail).toMatchObject({ matterName: '社会保障卡申领', matterCode: 'SBK0101', departmentName: '江苏省社会保障卡服务中心' });
  });

  it('the documented matter keeps its documented form; a function not in the catalogue starts nothing', async () => {
    const { businessId } = (await start('F3001')).body.map;
    const form = (await inBox('/param/query', { businessId })).body.map;
    expect(form).toMatchObject({ matterName: '失业保险金申领', matterCode: 'JYCY0201' });
    expect(fieldNames(form)).toContain('lastUnitName');

    const unknown = await start('F9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.appcode).toBe('05020003');
  });
});

describe('the seeded cases already rated (comment/query)', () => {
  it('show a rating with its text, given after the case was finished, the same at every query', async () => {
    const rated = (await cases()).filter((c) => c.commented === true);
    expect(rated.length, 'the seed has rated cases').toBeGreaterThan(0);
    for (const row of rated) {
      const { comment: shown } = (await comment(row.caseId)) as { comment?: Item };
      expect(shown, String(row.caseId)).toMatchObject({ rating: expect.any(Number), content: expect.any(String) });
      const detail = (await call('affair', '/applicant/case/detail', 'person', { caseId: row.caseId })).body.map.caseInfo as Item;
      expect(String(shown!.commentTime) > String(detail.finishTime), String(row.caseId)).toBe(true);
      expect(((await comment(row.caseId)) as { comment?: Item }).comment).toEqual(shown);
    }
  });
});

describe("a case's materials (case/material/list, case/material/upload)", () => {
  const materials = async (caseId: unknown, persona: 'person' | 'unit' = 'person') =>
    call('affair', '/case/material/list', persona, { caseId });
  const upload = (caseId: unknown, materialCode: string, fileName: string, persona: 'person' | 'unit' = 'person') =>
    call('affair', '/case/material/upload', persona, { caseId, materialCode, fileName, content: 'iVBORw0KGgo=' });
  const filesOf = (list: Item[], code: string) => (list.find((m) => m.materialCode === code)?.files ?? []) as Item[];

  it("a new case asks for its matter's materials with no file yet; an upload is listed under its material, in the list and the detail", async () => {
    const created = await call('affair', '/create/businesscase', 'person', { businessId: 'YW2026112210150001', formData: FORM });
    const { caseId } = created.body.map;
    const before = (await materials(caseId)).body.map.list as Item[];
    expect(before.map((m) => [m.materialCode, m.required, (m.files as unknown[]).length])).toEqual([
      ['M0201', true, 0],
      ['M0202', false, 0],
    ]);

    const saved = await upload(caseId, 'M0201', '解除劳动合同证明.png');
    expect(saved.body).toMatchObject({ appcode: '0', map: { file: { fileName: '解除劳动合同证明.png', fileSize: 8 } } });
    const after = (await materials(caseId)).body.map.list as Item[];
    expect(filesOf(after, 'M0201')).toEqual([saved.body.map.file]);
    expect(filesOf(after, 'M0202')).toEqual([]);
    const detail = (await call('affair', '/applicant/case/detail', 'person', { caseId })).body.map.caseInfo as Item;
    expect(detail.materials).toEqual(after);
  });

  it("a seeded case's list is its detail's materials, and an upload keeps the files it was submitted with", async () => {
    const [seeded] = await cases('person', { state: 'supplement' });
    const { caseId } = seeded!;
    const listed = (await materials(caseId)).body.map.list as Item[];
    const detail = (await call('affair', '/applicant/case/detail', 'person', { caseId })).body.map.caseInfo as Item;
    expect(listed).toEqual(detail.materials);
    const [first] = listed;
    const submitted = filesOf(listed, String(first!.materialCode));
    expect(submitted.length).toBe(1);
    expect((await upload(caseId, String(first!.materialCode), '补正.jpg')).body.appcode).toBe('0');
    const files = filesOf((await materials(caseId)).body.map.list as Item[], String(first!.materialCode));
    expect(files.map((f) => f.fileName)).toEqual([submitted[0]!.fileName, '补正.jpg']);
  });

  it("refuses a material the case does not ask for, a type its material does not accept and a case not the caller's, and changes nothing", async () => {
    const created = await call('affair', '/create/businesscase', 'person', { businessId: 'YW2026112210150001', formData: FORM });
    const { caseId } = created.body.map;
    expect((await upload(caseId, 'M0999', 'a.pdf')).body.appcode).toBe('05040001');
    const [unitCase] = await cases('unit');
    expect((await upload(unitCase!.caseId, 'M0201', 'a.pdf')).body.appcode).toBe('05010001');
    expect((await materials(unitCase!.caseId)).status).toBe(404);
    expect(((await materials(caseId)).body.map.list as Item[]).every((m) => (m.files as unknown[]).length === 0)).toBe(true);

    // 社会保障卡补换's photo is JPG only (world.yaml).
    const photoCase = (await cases()).find((c) => c.matterName === '社会保障卡补换');
    expect(photoCase, 'the seed has a 社会保障卡补换 case').toBeDefined();
    const photo = ((await materials(photoCase!.caseId)).body.map.list as Item[])[0]!;
    expect(photo).toMatchObject({ materialCode: 'M0101', acceptTypes: ['jpg'] });
    const count = (photo.files as unknown[]).length;
    expect((await upload(photoCase!.caseId, 'M0101', '照片.png')).body.appcode).toBe('05040002');
    expect(filesOf((await materials(photoCase!.caseId)).body.map.list as Item[], 'M0101').length).toBe(count);
  });
});

describe('a business started again continues its draft until its case is submitted', () => {
  // A sandbox of its own: its businesses and drafts are not the other tests'.
  const inBox = (path: string, body: unknown) => call('affair', path, 'person', body, 'resume');
  const start = async (funcId: string) => (await inBox('/case/getcreate', { funcId, areaCode: '320100' })).body.map;
  const draftOf = async (businessId: unknown) => (await inBox('/cache/query', { businessId })).body.map;
  const save = (businessId: unknown, stepCode: string, caseId?: unknown) =>
    inBox('/cache', { businessId, stepCode, formData: [{ name: 'cellphone', value: '13851726721' }], ...(caseId ? { caseId } : {}) });

  it('answers the business with the draft (hasDraft), a new one for another function, and a new one once the case is made and submitted', async () => {
    const first = await start('F1001');
    expect(first.hasDraft).toBe(false);
    expect(await draftOf(first.businessId)).toEqual({ hasDraft: false, formData: [] });
    // Started again before anything was saved: a new business.
    const second = await start('F1001');
    expect(second.businessId).not.toBe(first.businessId);

    await save(second.businessId, 'fill');
    expect(await start('F1001')).toMatchObject({ businessId: second.businessId, hasDraft: true, matterName: '社会保障卡申领' });
    expect(await draftOf(second.businessId)).toMatchObject({ hasDraft: true, stepCode: 'fill' });
    expect((await start('F3001')).hasDraft).toBe(false);

    // The case made from it voids the draft; one saved at the material step is continued; submitting ends it.
    const { caseId } = (
      await inBox('/create/businesscase', { businessId: second.businessId, formData: [{ name: 'applyReason', value: '首次申领' }] })
    ).body.map;
    expect(await draftOf(second.businessId)).toEqual({ hasDraft: false, formData: [] });
    expect((await start('F1001')).businessId).not.toBe(second.businessId);
    await save(second.businessId, 'material', caseId);
    expect(await start('F1001')).toMatchObject({ businessId: second.businessId, hasDraft: true });
    const materials = (await inBox('/case/material/list', { caseId })).body.map.list as Item[];
    for (const material of materials.filter((m) => m.required === true)) {
      await inBox('/case/material/upload', { caseId, materialCode: material.materialCode, fileName: '照片.jpg', content: 'iVBORw0KGgo=' });
    }
    const done = (await inBox('/commbusiness/complete', { businessId: second.businessId, caseId })).body;
    expect(done.map, JSON.stringify(done)).toMatchObject({ state: 'submitted' });
    expect(await draftOf(second.businessId)).toEqual({ hasDraft: false, formData: [] });
    const after = await start('F1001');
    expect(after).toMatchObject({ hasDraft: false });
    expect(after.businessId).not.toBe(second.businessId);
  });
});

describe('a draft (cache, cache/query)', () => {
  it('is kept per business: the last save is the one returned, with the case it was saved with', async () => {
    const businessId = 'YW2026112610000001';
    const draft = async () => (await call('affair', '/cache/query', 'person', { businessId })).body.map;
    const saved = await call('affair', '/cache', 'person', {
      businessId,
      stepCode: 'material',
      caseId: 'BJ2026112600001',
      formData: [{ name: 'cellphone', value: '13851726721' }],
    });
    expect(saved.body.map).toMatchObject({ cacheTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    await call('affair', '/cache', 'person', { businessId, stepCode: 'confirm', formData: [{ name: 'cellphone', value: '13912345678' }] });
    expect(await draft()).toEqual({
      hasDraft: true,
      stepCode: 'confirm',
      caseId: 'BJ2026112600001',
      formData: [{ name: 'cellphone', value: '13912345678' }],
      cacheTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await call('affair', '/cache/query', 'unit', { businessId })).body.map.formData).not.toEqual([
      { name: 'cellphone', value: '13912345678' },
    ]);
  });

  it("is where the business's process stands (process/load): the saved step current, those before it done", async () => {
    const businessId = 'YW2026112610000002';
    const process = async () => (await call('affair', '/process/load', 'person', { businessId })).body.map;
    const states = async () => Object.fromEntries(((await process()).steps as Item[]).map((step) => [step.stepCode, step.state]));
    expect(await states()).toEqual({ fill: 'current', material: 'pending', confirm: 'pending', done: 'pending' });
    await call('affair', '/cache', 'person', { businessId, stepCode: 'confirm', caseId: 'BJ2026112600002', formData: [] });
    expect(await process()).toMatchObject({
      currentStepCode: 'confirm',
      steps: [{ stepName: '填写申请' }, {}, {}, { stepName: '提交成功' }],
    });
    expect(await states()).toEqual({ fill: 'done', material: 'done', confirm: 'current', done: 'pending' });
    // Another user's business of the same number is not this one.
    expect((await call('affair', '/process/load', 'unit', { businessId })).body.map.currentStepCode).toBe('fill');
  });
});

describe('transitions a state does not allow are refused and change nothing', () => {
  it('completing a case that is not awaiting materials', async () => {
    const finished = (await cases('person', { state: 'finished' }))[0]!;
    const before = await cases();
    const refused = await complete(finished.caseId);
    expect(refused.body).toMatchObject({ appcode: '05030001', msg: expect.stringContaining('不能重复提交') });
    expect(await cases()).toEqual(before);
  });

  it('completing a case twice', async () => {
    const { caseId } = (await call('affair', '/create/businesscase', 'person', { businessId: 'YW2026112210150002', formData: FORM })).body
      .map;
    await uploadRequired(caseId);
    expect((await complete(caseId)).body.appcode).toBe('0');
    expect((await complete(caseId)).body.appcode).toBe('05030001');
    expect((await caseOf(caseId))?.state).toBe('submitted');
  });

  it('rating a case still in hand, or one rated already', async () => {
    const handling = (await cases('person', { state: 'handling' }))[0]!;
    const refused = await call('affair', '/comment/add', 'person', { caseId: handling.caseId, rating: 5, content: '很好' });
    expect(refused.body).toMatchObject({ appcode: '05020002', msg: '该办件尚未办结或已评价，不能评价' });
    expect(await comment(handling.caseId)).toMatchObject({ commented: false, canComment: false });

    const rated = (await cases('person', { state: 'finished' })).find((c) => c.commented === true)!;
    const again = await call('affair', '/comment/add', 'person', { caseId: rated.caseId, rating: 1, content: '再评一次' });
    expect(again.body.appcode).toBe('05020002');
    expect((await comment(rated.caseId)).comment).not.toMatchObject({ content: '再评一次' });
  });

  it('an invalid rating gets 422 and rates nothing', async () => {
    const rateable = (await cases('person', { state: 'rejected' })).find((c) => c.canComment === true)!;
    const refused = await call('affair', '/comment/add', 'person', { caseId: rateable.caseId, rating: 6 });
    expect(refused.status).toBe(422);
    expect(await caseOf(rateable.caseId)).toEqual(rateable);
  });
});

describe('the seeded cases and the list', () => {
  it.each(['person', 'unit'] as const)('%s starts with 20 cases, every documented state among them, newest first', async (persona) => {
    const seeded = await list('affair', '/applicant/case/list', persona, PAGE);
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    expect(new Set(seeded.map((c) => c.state))).toEqual(new Set(CASE_STATES));
    const times = seeded.map((c) => String(c.applyTime));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('another MOCK_SEED gives other cases, still in every state, each with a number of its own', () => {
    const routes = [...gateway.catalogue.values()].flatMap((s) => s.routes).filter((r): r is StatefulRoute => r.state !== undefined);
    const resource = gateway.state!.resources.get('cases')!;
    const once = seedOf(resource, 'person', routes, 'hrss') as Item[];
    const other = seedOf(resource, 'person', routes, 'other') as Item[];
    expect(other).not.toEqual(once);
    expect(new Set(other.map((c) => c.state))).toEqual(new Set(CASE_STATES));
    expect(new Set(other.map((c) => c.caseNo)).size).toBe(other.length);
  });

  it('pages, totals and filters by state and keyword', async () => {
    const all = await cases();
    const page = (await call('affair', '/applicant/case/list', 'person', { pageNum: 2, pageSize: 7 })).body.map;
    expect(page).toMatchObject({ total: all.length, pageNum: 2, pageSize: 7 });
    expect(page.list).toEqual(all.slice(7, 14));
    const rejected = await cases('person', { state: 'rejected' });
    expect(rejected.length).toBe(all.filter((c) => c.state === 'rejected').length);
    expect(rejected.every((c) => c.state === 'rejected')).toBe(true);
    const keyword = await cases('person', { keyword: '社会保障卡' });
    expect(keyword.length).toBeGreaterThan(0);
    expect(keyword.every((c) => String(c.matterName).includes('社会保障卡'))).toBe(true);
    // The keyword is a case number's too (CaseListRequest: 匹配办件编号或事项名称).
    const [one] = all;
    expect((await cases('person', { keyword: String(one!.caseNo) })).map((c) => c.caseId)).toEqual([one!.caseId]);
    expect(await cases('person', { keyword: 'SQ0000000000' })).toEqual([]);
  });

  it('another persona never sees the case', async () => {
    const { caseId } = (await call('affair', '/create/businesscase', 'person', { businessId: 'YW2026112210150003', formData: FORM })).body
      .map;
    expect((await cases('unit')).some((c) => c.caseId === caseId)).toBe(false);
  });
});

describe('the date range of the case list (applyDateFrom, applyDateTo)', () => {
  const day = (c: Item) => String(c.applyTime).slice(0, 10);

  it('keeps the cases applied for within it, both days included, in the same order', async () => {
    const all = await cases();
    const middle = day(all[Math.floor(all.length / 2)]!);
    const onTheDay = await cases('person', { applyDateFrom: middle, applyDateTo: middle });
    expect(onTheDay.length).toBeGreaterThan(0);
    expect(onTheDay.map((c) => c.caseId)).toEqual(all.filter((c) => day(c) === middle).map((c) => c.caseId));
    expect((await cases('person', { applyDateFrom: middle })).map((c) => c.caseId)).toEqual(
      all.filter((c) => day(c) >= middle).map((c) => c.caseId),
    );
    expect((await cases('person', { applyDateTo: middle })).map((c) => c.caseId)).toEqual(
      all.filter((c) => day(c) <= middle).map((c) => c.caseId),
    );
  });
});

describe('the department of the case list (departmentCode)', () => {
  it('keeps the cases of the department the search options name by that code, for every persona, and none for another code', async () => {
    const options = (await call('affair', '/case/query/queryAffairSelectList', 'person', {})).body.map.departments as Item[];
    for (const persona of ['person', 'unit'] as const) {
      const all = await cases(persona);
      for (const { value, label } of options) {
        const kept = await cases(persona, { departmentCode: value });
        expect(
          kept.map((c) => c.caseId),
          `${persona} ${String(label)}`,
        ).toEqual(all.filter((c) => c.departmentName === label).map((c) => c.caseId));
      }
      // Every case is of a department the options offer.
      expect(all.every((c) => options.some((o) => o.label === c.departmentName))).toBe(true);
    }
    expect((await cases('person', { departmentCode: '320100JY' })).length).toBeGreaterThan(0);
    expect(await cases('person', { departmentCode: '320100XX' })).toEqual([]);
    const organ = (await call('affair', '/applicant/case/list', 'organ', { ...PAGE, departmentCode: '329900ZYNL' })).body.map;
    expect(organ.total).toBeGreaterThan(0);
  });
});

describe('work orders (problem feedback)', () => {
  it('a submitted work order is listed as pending with its type and masked phone', async () => {
    const order = {
      orderType: '02',
      title: '退休待遇测算入口在哪里',
      content: '想测算退休后的养老金，没有找到入口。',
      contactName: '王建国',
      contactPhone: '13851726721',
    };
    const submitted = await call('channel', '/function/submitWorkOrder', 'person', order);
    const { orderNo, submitTime } = submitted.body.map;
    expect(orderNo).toMatch(/^GD\d{18}$/);
    const orders = await list('channel', '/function/queryWorkOrder', 'person', PAGE);
    expect(orders[0]).toEqual({
      orderNo,
      orderType: '02',
      orderTypeName: '业务咨询',
      title: order.title,
      content: order.content,
      contactName: '王建国',
      contactPhoneMasked: '138****6721',
      submitTime,
      status: 'pending',
      replies: [],
    });
    expect((await list('channel', '/function/queryWorkOrder', 'person', { ...PAGE, orderNo })).map((o) => o.orderNo)).toEqual([orderNo]);
    expect((await list('channel', '/function/queryWorkOrder', 'unit', PAGE)).some((o) => o.orderNo === orderNo)).toBe(false);
  });

  it('without logging in, an order is found only by its number together with the phone given, and nobody else’s', async () => {
    const anonymous = (filter: Item) => list('channel', '/function/queryWorkOrder', undefined, { ...PAGE, ...filter });
    const order = {
      orderType: '01',
      title: '页面打不开',
      content: '社保卡申领页面一直转圈。',
      contactName: '赵敏',
      contactPhone: '15850671234',
    };
    const { orderNo } = (await call('channel', '/function/submitWorkOrder', undefined, order)).body.map;
    expect(await anonymous({ orderNo, contactPhone: '15850671234' })).toEqual([
      expect.objectContaining({ orderNo, title: '页面打不开', contactPhoneMasked: '158****1234', status: 'pending' }),
    ]);
    for (const filter of [{}, { orderNo }, { contactPhone: '15850671234' }, { orderNo, contactPhone: '15850671235' }])
      expect(await anonymous(filter), JSON.stringify(filter)).toEqual([]);
    // The example person's orders, seeded and submitted, are not shown to anyone without a token.
    const theirs = await list('channel', '/function/queryWorkOrder', 'person', PAGE);
    for (const mine of theirs.slice(0, 3)) expect(await anonymous({ orderNo: mine.orderNo, contactPhone: '13851726721' })).toEqual([]);
  });
});

describe('deliveries are the cases’', () => {
  type Calls = ReturnType<typeof stateCalls>;
  const deliveries = (persona: 'person' | 'unit' | 'organ', filter: Item = {}, on: Calls = calls) =>
    on.list('affair', '/case/delivery/list', persona, { ...PAGE, ...filter });
  const trace = (persona: 'person' | 'unit', expressNo: unknown, on: Calls = calls) =>
    on.call('affair', '/case/delivery/trace', persona, { expressNo });

  it('one per finished case whose result goes by EMS, the generated ones too, to the user’s address, newest first', async () => {
    for (const persona of ['person', 'unit'] as const) {
      const posted = (await cases(persona)).filter((c) => c.state === 'finished' && c.hasDelivery === true);
      const shown = await deliveries(persona);
      expect(shown.map((d) => d.caseId).sort(), persona).toEqual(posted.map((c) => c.caseId).sort());
      for (const delivery of shown) {
        const own = posted.find((c) => c.caseId === delivery.caseId)!;
        expect(delivery, persona).toMatchObject({ caseNo: own.caseNo, matterName: own.matterName, state: 'delivered' });
      }
    }
    const person = await deliveries('person');
    // The example case and the generated 社会保障卡申领 cases the seed marks hasDelivery.
    expect(person.length).toBeGreaterThan(1);
    for (const delivery of person)
      expect(delivery).toMatchObject({ receiverName: '王建国', receiverPhoneMasked: '138****6721', contents: '第三代社会保障卡' });
    const times = person.map((d) => String(d.sendTime));
    expect(times).toEqual([...times].sort().reverse());
    // A unit's go to its manager at its business address.
    const unit = await deliveries('unit');
    expect(unit.map((d) => d.caseId)).toContain('BJ2026090300015');
    for (const delivery of unit)
      expect(delivery).toMatchObject({
        receiverName: '李秀英',
        receiverPhoneMasked: '139****0258',
        address: '南京市雨花台区软件大道 180 号 3 栋 501 室',
      });
    // The institution's cases post nothing.
    expect(await deliveries('organ')).toEqual([]);
  });

  it('filter by case and by state', async () => {
    const [, second] = await deliveries('person');
    expect((await deliveries('person', { caseId: second!.caseId })).map((d) => d.caseId)).toEqual([second!.caseId]);
    expect(await deliveries('person', { caseId: 'BJ2026112000158' })).toEqual([]);
    expect((await deliveries('person', { state: 'delivered' })).length).toBeGreaterThan(1);
    expect(await deliveries('person', { state: 'inTransit' })).toEqual([]);
  });

  it('a trace is that waybill’s, as the list shows it; another user’s or an unknown waybill is refused', async () => {
    const [delivery] = await deliveries('person');
    const { status, body } = await trace('person', delivery!.expressNo);
    expect(status).toBe(200);
    expect(body.map).toMatchObject({ expressNo: delivery!.expressNo, state: delivery!.state });
    const nodes = body.map.nodes as Item[];
    expect(nodes.at(-1)!.time).toBe(delivery!.sendTime);
    expect(nodes[0]!.time).toBe(delivery!.signTime);
    for (const [caller, number] of [
      ['unit', delivery!.expressNo],
      ['person', '1100000000000'],
    ] as const) {
      const refused = await trace(caller, number);
      expect(refused.status, `${caller} ${String(number)}`).toBe(404);
      expect(refused.body.appcode).toBe('05050001');
    }
  });

  it('a case’s detail names its receiver and its waybill', async () => {
    const [delivery] = await deliveries('person');
    const detail = (await call('affair', '/applicant/case/detail', 'person', { caseId: delivery!.caseId })).body.map.caseInfo as Item;
    expect(detail.delivery).toEqual({
      deliveryType: 'ems',
      receiverName: '王建国',
      receiverPhone: '138****6721',
      address: delivery!.address,
      expressNo: delivery!.expressNo,
    });
  });

  it('goes its way as the clock passes its steps: waiting, in transit, delivering', async () => {
    const [delivery] = await deliveries('person');
    const sent = new Date(String(delivery!.sendTime).replace(' ', 'T')).getTime();
    const HOUR = 3_600_000;
    const moments = [
      { offset: -HOUR, state: 'waiting', steps: 0 },
      { offset: HOUR, state: 'inTransit', steps: 1 },
      { offset: 12 * HOUR, state: 'inTransit', steps: 2 },
      { offset: 40 * HOUR, state: 'delivering', steps: 3 },
    ];
    let at = new Date(sent);
    const clocked = await startGateway({ port: 0, strict: true, log: false, now: () => at });
    const on = stateCalls(() => clocked);
    try {
      for (const { offset, state, steps } of moments) {
        at = new Date(sent + offset);
        const [shown] = await deliveries('person', { caseId: delivery!.caseId }, on);
        expect(shown, `${state} at ${at.toISOString()}`).toMatchObject({ expressNo: delivery!.expressNo, state });
        expect(shown && 'signTime' in shown).toBe(false);
        expect(shown && 'sendTime' in shown).toBe(steps > 0);
        expect(((await trace('person', delivery!.expressNo, on)).body.map.nodes as Item[]).length).toBe(steps);
        const detail = (await on.call('affair', '/applicant/case/detail', 'person', { caseId: delivery!.caseId })).body.map
          .caseInfo as Item;
        expect('expressNo' in (detail.delivery as Item)).toBe(steps > 0);
      }
    } finally {
      await clocked.close();
    }
  });
});

describe('the declarations', () => {
  it('a guard naming a state the contract does not document is caught', () => {
    const routes = [...gateway.catalogue.values()].flatMap((s) => s.routes).filter((r): r is StatefulRoute => r.state !== undefined);
    const planted = routes.map((r) =>
      r.path === '/commbusiness/complete' ? { ...r, state: { ...r.state, when: { state: ['archived'] } } } : r,
    );
    expect(checkDeclarations(planted)).toEqual([expect.stringMatching(/when "state" allows archived, which the field does not document/)]);
  });
});
