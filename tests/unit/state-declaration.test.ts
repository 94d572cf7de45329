// The reader of x-state (mock/state/declaration.ts) refuses the malformed forms of
// the declarations a registered account's records and an address's area name use.
import { describe, expect, it } from 'vitest';
import { readStateDeclaration } from '../../mock/state/declaration';
import { evaluate, getPath, setPath } from '../../mock/state/values';

const WHERE = 'person POST /personInfo/getPersonInfo';
const read = (extra: Record<string, unknown>) => () => readStateDeclaration({ resource: 'personInfo', action: 'get', ...extra }, WHERE);

describe('x-state registered, registeredOnly and the from forms', () => {
  it('reads the records a registration gives, per accounts resource', () => {
    const declaration = read({ registered: { personAccounts: { userId: { from: 'idCardNo', prefix: 'P' } } }, registeredOnly: true })();
    expect(declaration?.registered).toEqual({ personAccounts: { userId: { from: 'idCardNo', prefix: 'P' } } });
    expect(declaration?.registeredOnly).toBe(true);
  });

  it('reads the other records a write changes and the values that read or compare records', () => {
    const declaration = read({
      action: 'update',
      also: { sensitivePersonInfo: { cellphone: { from: 'cellphone' } } },
      answer: { 'map.todo': { differs: [{ record: 'userInfo', field: 'cellphoneMasked' }, { mask: 'cellphone' }] } },
    })();
    expect(declaration?.also).toEqual({ sensitivePersonInfo: { cellphone: { from: 'cellphone' } } });
    expect(declaration?.answer?.['map.todo']).toEqual({
      differs: [{ record: 'userInfo', field: 'cellphoneMasked' }, { mask: 'cellphone' }],
    });
  });

  it.each([
    ['values not under an accounts resource', { registered: { insured: false } }, /registered must map resources to field values/],
    ['no accounts resource', { registered: {} }, /registered must map resources to field values/],
    [
      'a prefix that is not text',
      { registered: { personAccounts: { userId: { from: 'idCardNo', prefix: 1 } } } },
      /prefix must be a string/,
    ],
    [
      'both a dictionary and a tree',
      { set: { areaName: { from: 'areaCode', dictionary: 'area', tree: 'area' } } },
      /dictionary or tree, not both/,
    ],
    ['registeredOnly that is not a flag', { registeredOnly: 'yes' }, /registeredOnly must be true or false/],
    [
      "a login's agents without the fields that find and check them",
      { agents: { resource: 'organAgents', of: { aaz100: 'aaz100' }, match: { cellphone: 'cellphone' } } },
      /agents needs resource, of .*, match .* and check/,
    ],
    ['also not mapping a resource to fields', { also: { userInfo: 'cellphoneMasked' } }, /also must map resources to field values/],
    ['a record without its field', { answer: { 'map.todo': { record: 'userInfo' } } }, /record needs a resource name and a field/],
    ['an item less a text', { set: { remainingSkips: { item: 'remainingSkips', minus: '1' } } }, /item's minus must be a number/],
    ['an item with a number after it', { answer: { 'map.reason': { item: 'signTime', suffix: 1 } } }, /suffix must be a string/],
    [
      'a record map to an expression',
      { set: { _departmentName: { record: 'functions', field: 'category', map: { SBK: { from: 'x' } } } } },
      /record's map must map values to literals/,
    ],
    ['differs with one value', { answer: { 'map.todo': { differs: [{ mask: 'cellphone' }] } } }, /differs needs two values/],
    [
      'differs over a malformed value',
      { answer: { 'map.todo': { differs: [{ mask: 'a' }, { nothing: 1 }] } } },
      /must have exactly one of/,
    ],
  ])('refuses %s, naming the operation', (_what, extra, message) => {
    expect(read(extra)).toThrow(message);
    expect(read(extra)).toThrow(WHERE);
  });
});

describe('x-state item: a field of the item shown or changed', () => {
  const signed = { docId: 'WS1', state: 'signed', signTime: '2026-10-22 10:16:05' };
  const reason = { item: 'signTime', prefix: '该文书已于 ', suffix: ' 签收', default: '' } as const;
  const context = (item?: Record<string, string>) => ({ request: {}, items: [], now: new Date('2026-11-29T10:00:00'), item });

  it('writes its text around the value, and the default when the item has none', () => {
    expect(evaluate(reason, context(signed))).toBe('该文书已于 2026-10-22 10:16:05 签收');
    expect(evaluate(reason, context({ docId: 'WS2', state: 'unsigned' }))).toBe('');
    expect(evaluate({ item: 'signTime' }, context({ docId: 'WS2' }))).toBeUndefined();
    expect(evaluate({ item: 'state' }, context(signed))).toBe('signed');
  });
});

describe('x-state creditCode: what a unified social credit code says of its holder', () => {
  const names: Record<string, string> = { '320500': '苏州市', '320508': '苏州市姑苏区', '320000': '江苏省' };
  const context = (socialCreditCode: string) => ({
    request: { socialCreditCode },
    items: [],
    now: new Date('2026-11-29T10:00:00'),
    tree: (code: string, value: string) => (code === 'area' ? names[value] : undefined),
  });
  const area = { creditCode: 'socialCreditCode', part: 'area' } as const;
  const areaName = { ...area, tree: 'area' };

  it.each([
    ['a county the tree names', '91320508MA1Y7E3P2E', '320508', '苏州市姑苏区'],
    ['a county it lacks: its city', '91320594MA1Y6D2K0F', '320594', '苏州市'],
    ['a city it lacks: its province', '91329999MA1Y6D2K0F', '329999', '江苏省'],
    ['a province it lacks: the code', '91450100MA1Y6D2K0F', '450100', '450100'],
  ])('%s', (_what, code, expectedArea, expectedName) => {
    expect(evaluate(area, context(code))).toBe(expectedArea);
    expect(evaluate(areaName, context(code))).toBe(expectedName);
  });

  it('says nothing of a value that is no credit code, and is read only with its part', () => {
    expect(evaluate(area, context('9132'))).toBeUndefined();
    expect(read({ set: { areaCode: { creditCode: 'socialCreditCode', part: 'sex' } } })).toThrow(/creditCode needs part area/);
  });
});

describe("x-state files: an upload's size, its picture as a data URL, and a download", () => {
  const context = (request: Record<string, unknown>) => ({ request, items: [], now: new Date('2026-11-30T10:00:00') });
  const picture = { dataUrl: 'fileContent', type: 'fileType', types: { png: 'image/png', jpg: 'image/jpeg' } };

  it('counts the bytes of a base64 text, not its characters', () => {
    expect(evaluate({ bytes: 'fileContent' }, context({ fileContent: Buffer.from('12345').toString('base64') }))).toBe(5);
  });

  it('makes a data URL of the type the request names, and none of a type it does not map', () => {
    expect(evaluate(picture, context({ fileContent: 'AAAA', fileType: 'jpg' }))).toBe('data:image/jpeg;base64,AAAA');
    expect(evaluate(picture, context({ fileContent: 'AAAA', fileType: 'pdf' }))).toBeUndefined();
  });

  it.each([
    ['a data URL without its types', { set: { thumbnail: { dataUrl: 'fileContent', type: 'fileType' } } }, /dataUrl needs/],
    ['a file without its name field', { file: { content: 'fileContent' } }, /file must name the item fields of its content and name/],
  ])('refuses %s', (_what, extra, message) => {
    expect(read(extra)).toThrow(message);
  });
});

describe('x-state resume, ends, empty and held: a business started again, its draft voided', () => {
  const context = (item: Record<string, unknown>) => ({
    request: {},
    item,
    items: [],
    now: new Date('2026-11-30T10:00:00'),
    itemsOf: (resource: string) => (resource === 'drafts' ? [{ businessId: 'YW1' }] : []),
  });

  it('holds when the caller has an item of the resource under the item’s field', () => {
    expect(evaluate({ held: 'drafts', by: 'businessId' }, context({ businessId: 'YW1' }))).toBe(true);
    expect(evaluate({ held: 'drafts', by: 'businessId' }, context({ businessId: 'YW2' }))).toBe(false);
  });

  it.each([
    ['held without its field', { answer: { 'map.hasDraft': { held: 'drafts' } } }, /held needs a resource name and the field/],
    ['resume without its fields', { resume: { held: 'drafts' } }, /resume needs same/],
    ['ends naming no request field', { ends: { drafts: ['businessId'] } }, /ends must map resources to item fields/],
    ['empty that is no example name', { empty: true }, /empty must be a string/],
    ['mustChange naming no request field', { mustChange: { password: 1 } }, /mustChange must map item fields to request fields/],
    ['accounts that are no list', { accounts: 'casualAccounts' }, /accounts must be a list/],
  ])('refuses %s', (_what, extra, message) => {
    expect(read(extra)).toThrow(message);
  });
});

describe('x-state record among: the entries of a record list the request asks for', () => {
  const insurances = [{ insuranceType: '110' }, { insuranceType: '210' }, { insuranceType: '310' }];
  const context = (request: Record<string, unknown>) => ({
    request,
    items: [],
    now: new Date('2026-11-30T10:00:00'),
    record: (resource: string, field: string) => (resource === 'personInsurance' && field === 'list' ? insurances : undefined),
  });
  const value = { record: 'personInsurance', field: 'list', among: { insuranceType: 'insuranceTypes' } };

  it('keeps the entries of the kinds asked for, in the record’s order', () => {
    expect(evaluate(value, context({ insuranceTypes: ['310', '110'] }))).toEqual([{ insuranceType: '110' }, { insuranceType: '310' }]);
    expect(evaluate(value, context({ insuranceTypes: ['999'] }))).toEqual([]);
  });

  it('keeps the entry of the one kind asked for', () => {
    expect(evaluate(value, context({ insuranceTypes: '210' }))).toEqual([{ insuranceType: '210' }]);
  });

  it('maps a value it reads', () => {
    const category = { record: 'personInsurance', field: 'category', map: { SBK: '江苏省社会保障卡服务中心' } };
    const reading = (found: unknown) => ({ ...context({}), record: () => found });
    expect(evaluate(category, reading('SBK'))).toBe('江苏省社会保障卡服务中心');
    expect(evaluate(category, reading('XX'))).toBe('XX');
  });

  it('keeps every entry when the request asks for no kind', () => {
    expect(evaluate(value, context({}))).toEqual(insurances);
  });

  it('refuses among that does not map entry fields to request fields', () => {
    expect(read({ answer: { 'map.items': { ...value, among: 'insuranceTypes' } } })).toThrow(
      /among must map entry fields to request fields/,
    );
  });
});

describe("x-state maskName: a person's name masked as the contract shows names", () => {
  const context = { request: { name: '钱雨桐' }, items: [], now: new Date('2026-11-29T10:00:00') };
  const masked = (name: string) => evaluate({ maskName: name }, context);

  it('keeps the first and the last character, a * for each one between; a name of two characters only its first', () => {
    expect([masked('王建国'), masked('欧阳娜娜'), masked('刘洋')]).toEqual(['王*国', '欧**娜', '刘*']);
    expect(evaluate({ maskName: { from: 'name' } }, context)).toBe('钱*桐');
    expect(evaluate({ maskName: { from: 'missing' } }, context)).toBeUndefined();
  });

  it('refuses a name that is no value, naming the operation', () => {
    expect(read({ answer: { 'map.nameMasked': { maskName: { nothing: 1 } } } })).toThrow(/must have exactly one of/);
    expect(read({ answer: { 'map.nameMasked': { maskName: { nothing: 1 } } } })).toThrow(WHERE);
  });
});

describe('x-state answer paths through an array entry picked by one of its fields', () => {
  const form = () => ({ map: { fields: [{ name: 'applicantName', defaultValue: '王建国' }, { name: 'remark' }] } });

  it('reads and writes the entry whose field has the value, and no other', () => {
    const answer = form();
    setPath(answer, 'map.fields[name=applicantName].defaultValue', '钱雨桐');
    setPath(answer, 'map.fields[name=remark].maxLength', 200);
    expect(answer.map.fields).toEqual([
      { name: 'applicantName', defaultValue: '钱雨桐' },
      { name: 'remark', maxLength: 200 },
    ]);
    expect(getPath(answer, 'map.fields[name=applicantName].defaultValue')).toBe('钱雨桐');
  });

  it('writes nothing where no entry matches', () => {
    const answer = form();
    setPath(answer, 'map.fields[name=idCardNo].defaultValue', '320106199203150025');
    expect(answer).toEqual(form());
    expect(getPath(answer, 'map.fields[name=idCardNo].defaultValue')).toBeUndefined();
  });

  it('picks an object field itself while its field has the value: a scan authorised shows its holder, one waiting none', () => {
    const authorized = { map: { state: 'authorized' } };
    const waiting = { map: { state: 'waiting' } };
    for (const answer of [authorized, waiting]) setPath(answer, 'map[state=authorized].nameMasked', '钱*桐');
    expect([authorized, waiting]).toEqual([{ map: { state: 'authorized', nameMasked: '钱*桐' } }, { map: { state: 'waiting' } }]);
    expect(getPath(authorized, 'map[state=authorized].nameMasked')).toBe('钱*桐');
  });
});
