// Generated seed items: copies of an operation's documented items whose people,
// phones, identity numbers, credit codes, addresses, keys and dates are replaced
// by realistic Jiangsu values from @faker-js/faker (zh_CN), seeded from
// MOCK_SEED, the owner and the resource, so the same seed gives the same data.
// Fields are recognised by name; a field not recognised keeps the documented
// value, so every generated item stays within the schema the documented one met.
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../../src/lib/id-validators';
import type { Resource } from './resources';
import { copyJson, formatDate, formatDateTime, mask, type Item } from './values';

/** Districts of Jiangsu: code, name, postal code, streets. */
const AREAS: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['320102', '江苏省南京市玄武区', '210018', ['中山路', '北京东路', '珠江路', '龙蟠路']],
  ['320106', '江苏省南京市鼓楼区', '210009', ['中山北路', '北京西路', '广州路', '汉中门大街']],
  ['320115', '江苏省南京市江宁区', '211100', ['双龙大道', '天元中路', '秣周东路', '胜太路']],
  ['320205', '江苏省无锡市锡山区', '214101', ['友谊北路', '锡沪中路', '团结中路']],
  ['320213', '江苏省无锡市梁溪区', '214001', ['人民中路', '解放南路', '中山路']],
  ['320311', '江苏省徐州市泉山区', '221006', ['中山南路', '淮海西路', '解放南路']],
  ['320402', '江苏省常州市天宁区', '213003', ['延陵中路', '和平中路', '关河东路']],
  ['320508', '江苏省苏州市姑苏区', '215002', ['人民路', '干将西路', '十全街', '学士街']],
  ['320506', '江苏省苏州市吴中区', '215104', ['东吴北路', '宝带东路', '苏蠡路']],
  ['320582', '江苏省苏州市张家港市', '215600', ['人民中路', '沙洲西路', '长安南路']],
  ['320612', '江苏省南通市通州区', '226300', ['世纪大道', '金川路', '新金西路']],
  ['320703', '江苏省连云港市连云区', '222042', ['海棠北路', '中山西路']],
  ['320812', '江苏省淮安市清江浦区', '223001', ['淮海南路', '健康西路', '承德南路']],
  ['320902', '江苏省盐城市亭湖区', '224005', ['解放南路', '建军东路', '开放大道']],
  ['321002', '江苏省扬州市广陵区', '225002', ['文昌中路', '汶河南路', '运河东路']],
  ['321102', '江苏省镇江市京口区', '212001', ['中山东路', '解放路', '学府路']],
  ['321202', '江苏省泰州市海陵区', '225300', ['海陵南路', '青年南路', '鼓楼路']],
  ['321302', '江苏省宿迁市宿城区', '223800', ['幸福中路', '洪泽湖路', '西湖路']],
];
const MOBILE_PREFIXES = [
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '153',
  '157',
  '158',
  '159',
  '177',
  '180',
  '181',
  '182',
  '183',
  '187',
  '188',
  '189',
];
const PERSON_NAME_FIELDS = /^(name|receiverName|applicantName|agentName|contactName|legalPersonName|managerName|handlerName)$/;
const PHONE_FIELDS = /^(cellphone|phone|mobile|receiverPhone|contactPhone|legalPersonPhone)$/;
const ID_FIELDS = /^(idCardNo|idNo|idNumber|certNo)$/;
const CREDIT_FIELDS = /^(creditCode|socialCreditCode|unifiedSocialCreditCode|uscc)$/;
/** Document numbers (a case's caseNo): a fresh one in the documented form, like a key. */
const NUMBER_FIELDS = /No$/;
const NUMBER_VALUE = /^[A-Za-z]*\d{6,}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
/** Contribution bases and amounts of monthly records: lower in earlier years, as wages were. */
const AMOUNT_FIELDS = /(Base|Amount)$/;
const YEARLY_WAGE_GROWTH = 1.06;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

export function seededFaker(...parts: string[]): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(hash(parts.join('\u0000')));
  return faker;
}

export function jiangsuMobile(faker: Faker): string {
  return `${faker.helpers.arrayElement(MOBILE_PREFIXES)}${faker.string.numeric(8)}`;
}

/** A resident identity number of a Jiangsu district that passes GB 11643 (src/lib/id-validators). */
export function residentIdNumber(faker: Faker, birth: Date = faker.date.birthdate({ min: 22, max: 65, mode: 'age' })): string {
  const area = faker.helpers.arrayElement(AREAS)[0];
  const stem = `${area}${formatDate(birth).replace(/-/g, '')}${faker.string.numeric(3)}`;
  const id = [...'0123456789X'].map((c) => `${stem}${c}`).find(isResidentIdNumber);
  if (!id) throw new Error(`no check character completes ${stem}`);
  return id;
}

/** A unified social credit code of a Jiangsu company that passes GB 32100. */
export function socialCreditCode(faker: Faker): string {
  const area = faker.helpers.arrayElement(AREAS)[0];
  const body = faker.string.fromCharacters('0123456789ABCDEFGHJKLMNPQRTUWXY', 9);
  const stem = `91${area}${body}`;
  const code = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].map((c) => `${stem}${c}`).find(isUnifiedSocialCreditCode);
  if (!code) throw new Error(`no check character completes ${stem}`);
  return code;
}

export function personName(faker: Faker): string {
  return `${faker.person.lastName()}${faker.person.firstName()}`;
}

/** How far back an item's dates move: by months for monthly records (fee periods), else by seconds. */
type Shift = { months: number } | { seconds: number };

/** Moves a date or month back (all dates of one item by the same, so their order holds). */
function shiftDate(text: string, shift: Shift): string {
  const parsed = new Date(MONTH.test(text) ? `${text}-01T00:00:00` : text.replace(' ', 'T'));
  if (Number.isNaN(parsed.getTime())) return text;
  const shifted = 'months' in shift ? new Date(parsed) : new Date(parsed.getTime() - shift.seconds * 1000);
  if ('months' in shift) shifted.setMonth(shifted.getMonth() - shift.months);
  if (MONTH.test(text)) return formatDate(shifted).slice(0, 7);
  return DATE_TIME.test(text) ? formatDateTime(shifted) : formatDate(shifted);
}

const DATE_IN_TEXT = /\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?/g;
const MONTH_IN_TEXT = /(\d{4}) 年 (\d{1,2}) 月/g;
const YEAR_IN_TEXT = /(\d{4}) 年(?! \d)/g;

/**
 * The dates a text tells of (您于 2026-03-10 申请…, 2026 年 2 月, 2026 年度) moved back with
 * its item, so a generated message still follows what it reports and no two copies read alike.
 */
function shiftText(text: string, shift: Shift): string {
  const moved = (date: string) => shiftDate(date, shift);
  return text
    .replace(DATE_IN_TEXT, (date) => (date.length === 16 ? moved(`${date}:00`).slice(0, 16) : moved(date)))
    .replace(MONTH_IN_TEXT, (_, year: string, month: string) => {
      const [y, m] = moved(`${year}-${month.padStart(2, '0')}-15`).split('-');
      return `${y} 年 ${Number(m)} 月`;
    })
    .replace(YEAR_IN_TEXT, (_, year: string) => `${moved(`${year}-07-01`).slice(0, 4)} 年`);
}

function newKeyLike(template: string, index: number, faker: Faker): string {
  const prefix = /^[A-Za-z]*/.exec(template)?.[0] ?? '';
  const digits = template.length - prefix.length;
  if (digits <= 0) return `${template}${index}`;
  return `${prefix}${faker.string.numeric({ length: digits, allowLeadingZeros: false })}`;
}

/** A fresh number, masked when the documented value it replaces is. */
const maskedLike = (documented: string, fresh: string) => (documented.includes('*') ? mask(fresh) : fresh);

/** Realistic values for the fields of one copied item, recognised by name. */
function vary(item: Item, index: number, shift: Shift, faker: Faker): void {
  const area = faker.helpers.arrayElement(AREAS);
  for (const [field, value] of Object.entries(item)) {
    if (typeof value !== 'string') continue;
    if (PERSON_NAME_FIELDS.test(field) && /^[\u4e00-\u9fa5]{2,4}$/.test(value)) item[field] = personName(faker);
    // A field the documented item shows masked stays masked (the family list, a case's applicant).
    else if (PHONE_FIELDS.test(field)) item[field] = maskedLike(value, jiangsuMobile(faker));
    else if (ID_FIELDS.test(field)) item[field] = maskedLike(value, residentIdNumber(faker));
    else if (CREDIT_FIELDS.test(field)) item[field] = socialCreditCode(faker);
    else if (field === 'idCardMasked') item[field] = mask(residentIdNumber(faker));
    else if (NUMBER_FIELDS.test(field) && NUMBER_VALUE.test(value)) item[field] = newKeyLike(value, index, faker);
    else if (field === 'cellphoneMasked') item[field] = mask(jiangsuMobile(faker));
    else if (field === 'areaCode') item[field] = area[0];
    else if (field === 'areaName') item[field] = area[1];
    else if (field === 'postalCode') item[field] = area[2];
    else if (field === 'detailAddress') {
      item[field] =
        `${faker.helpers.arrayElement(area[3])} ${faker.number.int({ min: 1, max: 399 })} 号 ${faker.number.int({ min: 1, max: 12 })} 幢 ${faker.number.int({ min: 101, max: 1802 })} 室`;
    } else if (DATE_TIME.test(value) || DATE.test(value) || MONTH.test(value)) item[field] = shiftDate(value, shift);
    else if ('seconds' in shift) item[field] = shiftText(value, shift);
  }
  if ('months' in shift) scaleAmounts(item, shift.months);
}

/** Amounts of a monthly record moved back by `months`, by the wage growth of the years in between. */
function scaleAmounts(item: Item, months: number): void {
  const period = Object.values(item).find((v): v is string => typeof v === 'string' && MONTH.test(v));
  if (!period) return;
  const shiftedYear = Number(period.slice(0, 4));
  const originalYear = Number(shiftDate(period, { months: -months }).slice(0, 4));
  const factor = YEARLY_WAGE_GROWTH ** (shiftedYear - originalYear);
  for (const [field, value] of Object.entries(item)) {
    if (AMOUNT_FIELDS.test(field) && typeof value === 'number') item[field] = Math.round(value * factor * 100) / 100;
  }
}

export interface GenerateOptions {
  templates: readonly Item[];
  count: number;
  resource: Resource;
  owner: string;
  seed: string;
  /** Items whose keys the generated ones must not repeat (besides the templates'). */
  taken?: readonly Item[];
}

/** The months the templates' month fields span (a year of fee periods: 12), 0 when they have none. */
function monthSpan(templates: readonly Item[]): number {
  const months = new Set(templates.flatMap((t) => Object.values(t).filter((v): v is string => typeof v === 'string' && MONTH.test(v))));
  return months.size;
}

/**
 * `count` items copied from the templates in turn, varied, each with a key of
 * its own. Monthly records continue the templates' months backwards without a
 * gap; other items move back by a few weeks each, further than the one before.
 */
export function generateItems({ templates, count, resource, owner, seed, taken: others = [] }: GenerateOptions): Item[] {
  const faker = seededFaker(seed, owner, resource.name);
  const key = resource.key;
  const taken = new Set([...templates, ...others].map((t) => (key ? String(t[key]) : '')));
  const span = monthSpan(templates);
  const items: Item[] = [];
  // Each copy lies 12 to 40 days before the one before it, so no two copies of a template share a day.
  let days = 0;
  for (let i = 0; i < count; i += 1) {
    const item = copyJson(templates[i % templates.length]!);
    const round = Math.floor(i / templates.length) + 1;
    days += faker.number.int({ min: 12, max: 40 });
    const seconds = days * 86_400 + faker.number.int({ min: 0, max: 36_000 });
    vary(item, i, span > 0 ? { months: round * span } : { seconds }, faker);
    if (key && typeof item[key] === 'string') {
      let candidate = newKeyLike(item[key], i, faker);
      while (taken.has(candidate)) candidate = newKeyLike(item[key], i, faker);
      taken.add(candidate);
      item[key] = candidate;
    }
    items.push(item);
  }
  return items;
}
