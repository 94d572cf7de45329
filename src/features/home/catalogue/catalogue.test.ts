// The catalogue of /tobusiness and /toSelfBusiness: categories of one service
// object from the classified catalogue and the service object's list, and the
// filtering by category, hot items and search words.
import { describe, expect, it } from 'vitest';
import type { PortalFunction } from '../../../domain/function-access/flow';
import { ALL_CATEGORY, catalogueCategories, filterCatalogue, HOT_CATEGORY, OTHER_CATEGORY } from './catalogue';

function func(funcId: string, funcName: string, category: string, extra: Partial<PortalFunction> = {}): PortalFunction {
  return {
    funcId,
    funcName,
    funcCode: `${category}${funcId.slice(1)}`,
    category,
    serviceObject: '1',
    url: `/task?funcId=${funcId}`,
    needLogin: true,
    userTypes: ['1'],
    isOnline: true,
    icon: 'printer',
    hot: false,
    hasSubFunction: false,
    description: '',
    ...extra,
  };
}

const cardApply = func('F1001', '社会保障卡申领', 'SBK', { hot: true, description: '首次申领第三代社会保障卡' });
const cardLoss = func('F1002', '社会保障卡挂失与解挂', 'SBK');
const insuranceCert = func('F2001', '个人参保证明打印', 'SHBX', { hot: true });
const unitCert = func('F6002', '单位参保证明打印', 'SHBX', { serviceObject: '2', userTypes: ['2'] });
const benefit = func('F3001', '失业保险金申领', 'JYCY', { description: '非因本人意愿中断就业的参保人员在线申领' });
const training = func('F9001', '职业技能培训补贴', 'PXBT');

const classified = [
  { categoryCode: 'SBK', categoryName: '社会保障卡', functions: [cardApply, cardLoss] },
  { categoryCode: 'SHBX', categoryName: '社会保险', functions: [insuranceCert, unitCert] },
  { categoryCode: 'JYCY', categoryName: '就业创业', functions: [] },
  { categoryCode: 'LDGX', categoryName: '劳动关系', functions: [unitCert] },
];

describe('the categories of one service object', () => {
  const categories = catalogueCategories(classified, [insuranceCert, benefit, training, unitCert], '1');

  it("keeps the classified catalogue's order and names, each function once, and leaves out empty categories", () => {
    expect(categories.map((category) => [category.code, category.name, category.functions.map((f) => f.funcId)])).toEqual([
      ['SBK', '社会保障卡', ['F1001', 'F1002']],
      ['SHBX', '社会保险', ['F2001']],
      ['JYCY', '就业创业', ['F3001']],
      [OTHER_CATEGORY.code, '其他事项', ['F9001']],
    ]);
  });

  it('holds only the chosen service object', () => {
    const unit = catalogueCategories(classified, [unitCert], '2');
    expect(unit.map((category) => [category.code, category.functions.map((f) => f.funcId)])).toEqual([['SHBX', ['F6002']]]);
  });
});

describe('filtering the catalogue', () => {
  const categories = catalogueCategories(classified, [benefit, training], '1');
  const ids = (list: PortalFunction[]) => list.map((f) => f.funcId);

  it('shows every item, the hot ones, or one category', () => {
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '' }))).toEqual(['F1001', 'F1002', 'F2001', 'F3001', 'F9001']);
    expect(ids(filterCatalogue(categories, { category: HOT_CATEGORY, query: '  ' }))).toEqual(['F1001', 'F2001']);
    expect(ids(filterCatalogue(categories, { category: 'SBK', query: '' }))).toEqual(['F1001', 'F1002']);
    expect(filterCatalogue(categories, { category: 'NONE', query: '' })).toEqual([]);
  });

  it('searches every category, in names, descriptions and item codes, whatever the case and spacing', () => {
    expect(ids(filterCatalogue(categories, { category: 'SHBX', query: '社会保障卡' }))).toEqual(['F1001', 'F1002']);
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '培训机构' }))).toEqual([]);
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '中断 就业' }))).toEqual(['F3001']);
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: 'shbx' }))).toEqual(['F2001']);
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '挂失 申领' }))).toEqual([]);
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '参保 证明' }))).toEqual(['F2001']);
  });

  it('knows the short forms people type (社保卡 for 社会保障卡, 失业金 for 失业保险金)', () => {
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '社保卡' }))).toEqual(['F1001', 'F1002']);
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '失业金' }))).toEqual(['F3001']);
    expect(ids(filterCatalogue(categories, { category: ALL_CATEGORY, query: '社保卡 挂失' }))).toEqual(['F1002']);
  });
});
