// The function search over the catalogue the mock gateway serves
// (mock/state/seed-items/functions.yaml): names, the short and common forms
// people type, pinyin initials, item codes; and the table of initials.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { CHARACTERS_BY_INITIAL } from './generated/pinyin-initials';
import { functionMatcher, handledElsewhere, initialsMatch, MATCH_RANK, searchFunctions, searchWords } from './search';
import { SEARCH_SYNONYMS } from './vocabulary';

interface SeedFunction {
  funcId: string;
  funcName: string;
  funcCode: string;
  description: string;
  serviceObject: string;
}

const CATALOGUE = YAML.parse(
  readFileSync(new URL('../../../mock/state/seed-items/functions.yaml', import.meta.url), 'utf8'),
) as SeedFunction[];
const names = (query: string, options = {}) => searchFunctions(CATALOGUE, query, options).map((func) => func.funcName);
const namesContaining = (part: string) => CATALOGUE.filter((func) => func.funcName.includes(part)).map((func) => func.funcName);

describe('the function search over the catalogue', () => {
  it('社保卡 finds every 社会保障卡 service and 电子社保卡签发, the name as typed first', () => {
    const cardServices = namesContaining('社会保障卡');
    expect(cardServices.length).toBeGreaterThanOrEqual(9);
    const found = names('社保卡');
    expect(found[0]).toBe('电子社保卡签发');
    expect(found.slice(1).sort()).toEqual([...cardServices].sort());
  });

  it('失业 finds the six services with 失业 in their name, in catalogue order', () => {
    expect(names('失业')).toEqual([
      '失业保险金申领',
      '就业失业登记',
      '失业登记查询',
      '失业保险待遇领取记录',
      '失业保险稳岗返还申领',
      '失业保险稳岗返还查询',
    ]);
  });

  it('finds the common forms people type in place of the full ones', () => {
    expect(names('失业金')).toEqual(['失业保险金申领']);
    expect(names('社保卡挂失')).toEqual(['社会保障卡挂失与解挂']);
    expect(names('医保')).toEqual(['医疗保险关系转移接续', '医疗保险缴费证明打印']);
    expect(names('医保卡')).toEqual(namesContaining('社会保障卡'));
    const retirement = names('退休');
    expect(retirement.slice(0, 5)).toEqual([
      '退休申请',
      '退休证明打印',
      '退休申请表打印与下载',
      '退休人员名册查询',
      '养老保险待遇资格认证',
    ]);
    expect(retirement).toEqual(expect.arrayContaining(namesContaining('养老')));
    expect(names('技能补贴')).toEqual(['职业技能提升补贴申领', '技能提升补贴查询']);
  });

  it('finds names by their pinyin initials, and short forms by theirs (sbk → 社保卡 → 社会保障卡)', () => {
    const cardServices = names('社保卡').sort();
    expect(names('sbk').sort()).toEqual(cardServices);
    expect(names('SBK ').sort()).toEqual(cardServices);
    expect(names('ylbx')).toEqual(expect.arrayContaining(namesContaining('养老保险')));
    expect(names('txsq')).toEqual(['退休申请', '退休申请表打印与下载']);
    expect(names('zcsb')).toEqual(['职称申报']);
    // A character with two readings matches by either: 行 (xing, hang) in 银行 would be yh.
    expect(initialsMatch('发卡银行', 'yh')).toBe(true);
    expect(initialsMatch('发卡银行', 'yx')).toBe(true);
  });

  it('keeps item codes, whatever the case, and every word of a query must match', () => {
    expect(names('sbk0101')).toEqual(['社会保障卡申领']);
    expect(names('社保卡 挂失')).toEqual(['社会保障卡挂失与解挂']);
    expect(names('失业 查询')).toEqual(['失业登记查询', '失业保险稳岗返还查询']);
    expect(names('驾驶证')).toEqual([]);
    expect(names('  ')).toEqual([]);
  });

  it('looks in descriptions only when asked, and ranks those matches last', () => {
    expect(names('亮码')).toEqual([]);
    expect(names('亮码', { inDescription: true })).toEqual(['电子社保卡签发']);
    const rankOf = functionMatcher('失业', { inDescription: true });
    const priceSubsidy = CATALOGUE.find((func) => func.funcName === '价格临时补贴申领');
    expect(priceSubsidy && rankOf(priceSubsidy)).toBe(MATCH_RANK.description);
  });

  it('splits a query into words on any white space', () => {
    expect(searchWords('  社保卡\u3000挂失  ')).toEqual(['社保卡', '挂失']);
  });

  it('says where what the bureau does not handle is handled', () => {
    expect(names('公积金')).toEqual([]);
    expect(handledElsewhere('住房公积金 提取')).toEqual([expect.stringContaining('住房公积金管理中心')]);
    expect(handledElsewhere('社保卡')).toEqual([]);
  });
});

describe('the table of pinyin initials', () => {
  const covered = new Set(Object.values(CHARACTERS_BY_INITIAL).join(''));

  it("covers every character of the catalogue's names and of the short forms", () => {
    const characters = [...CATALOGUE.map((func) => func.funcName).join(''), ...Object.keys(SEARCH_SYNONYMS).join('')];
    expect(characters.filter((character) => /\p{Script=Han}/u.test(character) && !covered.has(character))).toEqual([]);
  });

  it('gives the readings pinyin-pro gives', () => {
    const initialsOf = (character: string) =>
      Object.entries(CHARACTERS_BY_INITIAL)
        .filter(([, characters]) => characters.includes(character))
        .map(([initial]) => initial);
    expect(initialsOf('社')).toEqual(['s']);
    expect(initialsOf('卡')).toEqual(['k', 'q']);
    expect(initialsOf('长')).toEqual(['c', 'z']);
  });
});
