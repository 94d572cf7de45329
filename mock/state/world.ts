// The mock's world (world.yaml): its persons, units and institutions, which persona
// is whom, the matters a case can be of and how far a case has come in each state.
// The contract's examples agree with it (tests/contract/world.test.ts); the gateway
// builds a case's detail from it (`x-state` `derive: case`), so a detail is that
// case's: its matter's department, materials and result, a timeline that follows its
// state and its submission, and the applicant of the caller's world, masked. A case's
// material list is the same materials (`derive: caseMaterials`), and an upload adds its
// file to one of them (`derive: materialUpload`).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../../src/lib/id-validators';
import type { Persona } from '../personas';
import { formatDate, formatDateTime, mask, type Item } from './values';

export interface WorldPerson {
  name: string;
  idCardNo: string;
  cellphone?: string;
  about: string;
}

export interface WorldUnit {
  unitName: string;
  socialCreditCode: string;
  legalPerson: string;
  manager: string;
  agents: string[];
  registeredAddress: string;
  businessAddress: string;
}

export interface WorldInstitution {
  organName: string;
  aaz100: string;
  socialCreditCode: string;
  manager: string;
  agents: string[];
}

export interface WorldPersona {
  person?: string;
  unit?: string;
  institution?: string;
}

type FileType = 'pdf' | 'jpg' | 'png';

export interface WorldMaterial {
  materialCode: string;
  materialName: string;
  description: string;
  /** Absent: required (a case cannot be submitted without it). */
  required?: boolean;
  /** Absent: pdf, jpg and png. */
  acceptTypes?: FileType[];
  /** Absent: 2048, the contract's largest. */
  maxSizeKb?: number;
}

export interface WorldMatter {
  matterCode: string;
  departmentName: string;
  areaCode: string;
  promiseDays: number;
  materials: WorldMaterial[];
  result: { resultName: string; resultType: 'license' | 'approval' | 'notice' };
}

interface ProgressNode {
  nodeName: string;
  hours: number;
  handler?: string;
}

export interface World {
  persons: WorldPerson[];
  units: WorldUnit[];
  institutions: WorldInstitution[];
  personas: Record<Persona, WorldPersona>;
  matters: Record<string, WorldMatter>;
  progress: { nodes: ProgressNode[]; states: Record<string, { done: number; opinions?: Record<string, string> }> };
  /** The ratings of the seeded cases already rated. */
  ratings: { rating: number; content: string }[];
}

const WORLD_FILE = new URL('./world.yaml', import.meta.url);

/** The world's problems: numbers that fail their standard, references to nobody, a number named twice. */
export function worldProblems(world: World): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const masks = new Map<string, string>();
  for (const person of world.persons) {
    if (!isResidentIdNumber(person.idCardNo)) problems.push(`${person.name}: ${person.idCardNo} fails GB 11643`);
    if (ids.has(person.idCardNo)) problems.push(`${person.idCardNo} names two persons`);
    ids.add(person.idCardNo);
    const masked = mask(person.idCardNo);
    const other = masks.get(masked);
    if (other) problems.push(`${person.name} and ${other} share the masked number ${masked}`);
    masks.set(masked, person.name);
  }
  const known = (id: string, what: string) => {
    if (!ids.has(id)) problems.push(`${what} ${id} is no person of the world`);
  };
  for (const unit of world.units) {
    if (!isUnifiedSocialCreditCode(unit.socialCreditCode)) problems.push(`${unit.unitName}: ${unit.socialCreditCode} fails GB 32100`);
    for (const id of [unit.legalPerson, unit.manager, ...unit.agents]) known(id, unit.unitName);
  }
  for (const institution of world.institutions) {
    for (const id of [institution.manager, ...institution.agents]) known(id, institution.organName);
  }
  for (const [persona, entry] of Object.entries(world.personas)) {
    if (entry.person) known(entry.person, persona);
    if (entry.unit && !world.units.some((u) => u.socialCreditCode === entry.unit)) problems.push(`${persona}: no unit ${entry.unit}`);
    if (entry.institution && !world.institutions.some((i) => i.aaz100 === entry.institution))
      problems.push(`${persona}: no institution ${entry.institution}`);
  }
  return problems;
}

let loaded: World | undefined;

/** The world of world.yaml, read and checked once. */
export function theWorld(): World {
  if (!loaded) {
    const world = parse(readFileSync(WORLD_FILE, 'utf8')) as World;
    const problems = worldProblems(world);
    if (problems.length > 0) throw new Error(`${WORLD_FILE.pathname}:\n  ${problems.join('\n  ')}`);
    loaded = world;
  }
  return loaded;
}

export const personById = (world: World, id: string | undefined) => world.persons.find((p) => p.idCardNo === id);

/** The person a persona logs in as (the unit's or institution's manager or agent for those). */
export function personaPerson(world: World, persona: Persona): WorldPerson | undefined {
  return personById(world, world.personas[persona].person);
}

/** A phone masked as the contract shows it (138****6721). */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Derivations `x-state` `derive` may name: the fields of a detail built from its item and the caller's world. */
export const DERIVATIONS = ['case', 'caseMaterials', 'caseComment'] as const;
export type Derivation = (typeof DERIVATIONS)[number];

/**
 * Changes `x-state` `derive` may name on an update, each with the documented examples of the
 * operation's answer it may refuse with: `materialUpload` adds a file to a material of the case;
 * `caseSubmit` lets a case be submitted only with a file for every required material.
 */
export const CHANGES = { materialUpload: ['unknownMaterial', 'wrongType', 'tooLarge'], caseSubmit: ['materialsMissing'] } as const;
export type Change = keyof typeof CHANGES;

const parseTime = (text: unknown) => new Date(String(text).replace(' ', 'T'));
const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * 3_600_000);
/** Working days as calendar days (five working days a week). */
const promiseDate = (start: Date, days: number) => formatDate(new Date(start.getTime() + Math.ceil((days * 7) / 5) * 86_400_000));

/** A number of the parts, the same for the same parts (FNV-1a). */
function hashOf(...parts: string[]): number {
  let h = 2166136261;
  for (const c of parts.join('\u0000')) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A short file id of a case's document, the same for the same case and document. */
const fileId = (prefix: string, ...parts: string[]) =>
  `${prefix}${hashOf(...parts)
    .toString(16)
    .padStart(8, '0')}`;

/** A file name's extension, lower case ('' without one). */
const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

const caseFile = (id: string, fileName: string, time: string) => ({
  fileId: id,
  fileName,
  fileSize: 200_000 + (parseInt(id.slice(-4), 16) % 700_000),
  fileUrl: `https://files.hrss.example.gov.cn/case/${id}.${extensionOf(fileName) || 'pdf'}`,
  uploadTime: time,
});

function applicantOf(world: World, persona: Persona): Item {
  const person = personaPerson(world, persona);
  const unit = world.units.find((u) => u.socialCreditCode === world.personas[persona].unit);
  const institution = world.institutions.find((i) => i.aaz100 === world.personas[persona].institution);
  const organisation = unit ?? institution;
  return {
    applicantType: organisation ? 'unit' : 'person',
    name: person?.name ?? '',
    idCardNo: person ? mask(person.idCardNo) : '',
    cellphone: person?.cellphone ? maskPhone(person.cellphone) : '',
    ...(unit ? { unitName: unit.unitName, socialCreditCode: unit.socialCreditCode } : {}),
    ...(institution ? { unitName: institution.organName, socialCreditCode: institution.socialCreditCode } : {}),
  };
}

/** The matter of a case; one the world does not know keeps the row's department and asks for an application form. */
function matterOf(world: World, item: Item): WorldMatter {
  const matterName = String(item.matterName ?? '');
  return (
    world.matters[matterName] ?? {
      matterCode: 'QT0001',
      departmentName: String(item.departmentName ?? ''),
      areaCode: '320100',
      promiseDays: 5,
      materials: [{ materialCode: 'M0001', materialName: '申请表', description: '填写完整并签字' }],
      result: { resultName: `${matterName}办理结果通知书`, resultType: 'notice' },
    }
  );
}

/** Where a case's uploaded files are kept, each with its material's code: the gateway's own field, never shown. */
const FILES = '_files';

/**
 * The files of a case, each with its material's code: those uploaded to it, for a case the
 * portal created (which starts with none); a seeded case, which holds no list, was submitted
 * with one file for each required material, uploaded just before its application.
 */
function caseFiles(world: World, item: Item): Item[] {
  const held = item[FILES];
  if (Array.isArray(held)) return held as Item[];
  const caseId = String(item.caseId ?? '');
  const uploaded = formatDateTime(hoursAfter(parseTime(item.applyTime), -0.05));
  return matterOf(world, item)
    .materials.filter((material) => material.required !== false)
    .map((material) => ({
      materialCode: material.materialCode,
      ...caseFile(fileId('CL', caseId, material.materialCode), `${material.materialName}.pdf`, uploaded),
    }));
}

/** A case's materials as the contract shows them: its matter's, each with the files uploaded to it. */
function caseMaterialList(world: World, item: Item): Item[] {
  const files = caseFiles(world, item);
  return matterOf(world, item).materials.map(({ required, acceptTypes, maxSizeKb, ...material }) => ({
    ...material,
    required: required ?? true,
    acceptTypes: acceptTypes ?? ['pdf', 'jpg', 'png'],
    maxSizeKb: maxSizeKb ?? 2048,
    files: files.filter((file) => file.materialCode === material.materialCode).map(({ materialCode: _code, ...file }) => file),
  }));
}

/**
 * A case's detail from its list row: its matter's code, area, time limit, materials and result
 * (a matter the world does not know keeps the row's department and asks for an application form),
 * the timeline of its state from its application on, and the caller's applicant, masked.
 */
function caseDetail(world: World, item: Item, persona: Persona): Item {
  const matter = matterOf(world, item);
  const state = String(item.state ?? 'submitted');
  const progress = world.progress.states[state] ?? { done: 1 };
  const applied = parseTime(item.applyTime);
  let hours = 0;
  const timeline = world.progress.nodes.map((node, index) => {
    hours += node.hours;
    const nodeState = index < progress.done ? 'done' : index === progress.done ? 'current' : 'pending';
    const opinion = progress.opinions?.[node.nodeName];
    const worked = nodeState === 'done' || opinion !== undefined;
    return {
      nodeName: node.nodeName,
      departmentName: index === 0 ? '网上服务门户' : matter.departmentName,
      state: nodeState,
      ...(worked && node.handler ? { handler: node.handler } : {}),
      ...(opinion ? { opinion } : {}),
      ...(worked ? { time: formatDateTime(hoursAfter(applied, hours)) } : {}),
    };
  });
  const finished = progress.done >= world.progress.nodes.length;
  const finishTime = finished ? timeline.at(-1)?.time : undefined;
  const caseId = String(item.caseId ?? '');
  return {
    matterCode: matter.matterCode,
    areaCode: matter.areaCode,
    promiseDays: matter.promiseDays,
    ...(state === 'handling' || finished ? { promiseDate: promiseDate(applied, matter.promiseDays) } : {}),
    ...(finishTime ? { finishTime } : {}),
    ...(state === 'supplement' ? { supplementNote: `请重新上传清晰完整的${matter.materials[0]?.materialName ?? '申请材料'}` } : {}),
    applicant: applicantOf(world, persona),
    timeline,
    materials: caseMaterialList(world, item),
    results:
      state === 'finished' && finishTime
        ? [
            {
              ...matter.result,
              issueTime: finishTime,
              file: caseFile(fileId('JG', caseId), `${matter.result.resultName}.pdf`, finishTime),
            },
          ]
        : [],
    delivery: { deliveryType: item.hasDelivery === true ? 'ems' : 'online' },
  };
}

/**
 * A seeded case marked rated, which holds no rating, shows one of the world's ratings, given a day
 * after it was finished; a case rated on the portal shows its own (the item's fields win).
 */
function caseComment(world: World, item: Item, persona: Persona): Item {
  if (item.commented !== true || item.comment !== undefined || world.ratings.length === 0) return {};
  const finished = caseDetail(world, item, persona).finishTime ?? item.applyTime;
  const rating = world.ratings[hashOf(String(item.caseId)) % world.ratings.length]!;
  return { comment: { ...rating, commentTime: formatDateTime(hoursAfter(parseTime(finished), 24)) } };
}

const DERIVED: Record<Derivation, (world: World, item: Item, persona: Persona) => Item> = {
  case: caseDetail,
  caseMaterials: (world, item) => ({ list: caseMaterialList(world, item) }),
  caseComment,
};

/** The fields a derivation adds to an item for the caller; the item's own fields win. */
export function derive(name: Derivation, item: Item, persona: Persona | undefined): Item {
  return { ...DERIVED[name](theWorld(), item, persona ?? 'person'), ...item };
}

/** Bytes of a base64 text: three for every four characters, less the padding. */
const base64Bytes = (text: string) => Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/**
 * `materialUpload`: the request's file added to its material of the case (a case's files kept
 * from then on, a seeded case's submitted ones included), answered as `map.file`; a material the
 * case does not ask for, a type it does not accept or a file over its size is refused and
 * nothing changes.
 */
function materialUpload(world: World, item: Item, request: Item, now: string): ChangeResult {
  const material = caseMaterialList(world, item).find((m) => m.materialCode === request.materialCode);
  if (!material) return { refuse: 'unknownMaterial' };
  const fileName = String(request.fileName ?? '');
  if (!(material.acceptTypes as string[]).includes(extensionOf(fileName))) return { refuse: 'wrongType' };
  const size = base64Bytes(String(request.content ?? ''));
  if (size > Number(material.maxSizeKb) * 1024) return { refuse: 'tooLarge' };
  const files = caseFiles(world, item);
  const file = {
    ...caseFile(fileId('CL', String(item.caseId), String(material.materialCode), String(files.length), now), fileName, now),
    fileSize: size,
  };
  item[FILES] = [...files, { materialCode: material.materialCode, ...file }];
  return { answer: { 'map.file': file } };
}

/**
 * `caseSubmit`: a case is submitted only when every required material has a file; otherwise the
 * refusal names the materials missing and shows the case as it is, and nothing changes. A change
 * that passes leaves the state's move to the declaration's `set`.
 */
function caseSubmit(world: World, item: Item): ChangeResult {
  const missing = caseMaterialList(world, item).filter((m) => m.required === true && (m.files as unknown[]).length === 0);
  if (missing.length === 0) return { answer: {} };
  return {
    refuse: 'materialsMissing',
    answer: {
      msg: `请先上传必交材料：${missing.map((m) => String(m.materialName)).join('、')}`,
      'map.caseId': item.caseId,
      'map.caseNo': item.caseNo,
      'map.state': item.state,
      'map.submitTime': item.applyTime,
    },
  };
}

/** What a named change does: a refusal (an example of the answer, with fields of its own) or the answer's fields. */
export type ChangeResult = { refuse: string; answer?: Item } | { answer: Item };

const CHANGED: Record<Change, (world: World, item: Item, request: Item, now: string) => ChangeResult> = { materialUpload, caseSubmit };

/** The change a named derivation makes to an item: a refusal (an example of the answer) or the answer's fields. */
export function change(name: Change, item: Item, request: Item, now: string): ChangeResult {
  return CHANGED[name](theWorld(), item, request, now);
}
