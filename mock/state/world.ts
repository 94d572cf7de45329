// The mock's world (world.yaml): its persons, units and institutions, which persona
// is whom, the matters a case can be of and how far a case has come in each state.
// The contract's examples agree with it (tests/contract/world.test.ts); the gateway
// builds a case's detail from it (`x-state` `derive: case`), so a detail is that
// case's: its matter's department, materials and result, a timeline that follows its
// state and its submission, and the applicant of the caller's world, masked. A case's
// material list is the same materials (`derive: caseMaterials`), and an upload adds its
// file to one of them (`derive: materialUpload`). A finished case whose result goes by EMS
// has a delivery, on its way as the gateway's clock says (`rows: delivery`): the lists of
// deliveries and their traces are the cases'.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../../src/lib/id-validators';
import { PERSONAS, userKindOf, type Persona } from '../personas';
import { formatDate, formatDateTime, mask, maskName, type Item } from './values';

export interface WorldPerson {
  name: string;
  idCardNo: string;
  cellphone?: string;
  /** Where results sent by post reach the person (a persona's own person needs one). */
  address?: string;
  about: string;
}

export interface WorldUnit {
  unitName: string;
  socialCreditCode: string;
  legalPerson: string;
  /** Absent for a unit the world knows only from the base store and the examples (苏州云帆). */
  manager?: string;
  agents?: string[];
  registeredAddress: string;
  businessAddress?: string;
  unitType: string;
  registrationStatus: string;
  legalPersonOpened: boolean;
}

export interface WorldInstitution {
  organName: string;
  aaz100: string;
  socialCreditCode: string;
  officeAddress: string;
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
  /** What is posted of a result sent by EMS; absent: the result's own name. */
  delivery?: { contents: string };
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
  /** Department name → the code a search names it by. */
  departments: Record<string, string>;
  matters: Record<string, WorldMatter>;
  progress: { nodes: ProgressNode[]; states: Record<string, { done: number; opinions?: Record<string, string> }> };
  post: { company: string; senderCity: string; steps: PostStep[] };
  /** The ratings of the seeded cases already rated. */
  ratings: { rating: number; content: string }[];
  /** The application form of a matter whose own the contract does not document (`documented`: the matter codes it does). */
  applicationForm: { documented: string[]; notice: string; fields: Item[] };
  processSteps: { stepCode: string; stepName: string }[];
}

type DeliveryState = 'waiting' | 'inTransit' | 'delivering' | 'delivered';

interface PostStep {
  /** Days after the day the case was finished. */
  day: number;
  /** hh:mm:ss on that day. */
  time: string;
  at: 'sender' | 'receiver';
  state: Exclude<DeliveryState, 'waiting'>;
  /** What the trace says; `{department}` and `{city}` are the case's department and the step's city. */
  description: string;
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
    for (const id of [unit.legalPerson, ...(unit.manager ? [unit.manager] : []), ...(unit.agents ?? [])]) known(id, unit.unitName);
  }
  for (const institution of world.institutions) {
    for (const id of [institution.manager, ...institution.agents]) known(id, institution.organName);
  }
  const codes = Object.values(world.departments);
  if (new Set(codes).size !== codes.length) problems.push('two departments share a code');
  for (const [name, matter] of Object.entries(world.matters)) {
    if (!(matter.departmentName in world.departments)) problems.push(`${name}: department ${matter.departmentName} has no code`);
  }
  for (const [persona, entry] of Object.entries(world.personas)) {
    if (entry.person) known(entry.person, persona);
    const receiver = receiverOf(world, persona as Persona);
    if (!receiver.address || !receiver.cellphone) problems.push(`${persona}: no address and phone to post results to`);
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

/**
 * The world's persona a password login names, of the login's user kind: the one whose person's phone, and
 * whose unit's credit code or institution's number, the request holds (an agent logging in with its own
 * phone is the agent, not its manager). None when the request names no persona's phone.
 */
export function loginPersonaOf(kind: Persona, request: unknown): Persona | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const world = theWorld();
  const given = new Set(Object.values(request).filter((value) => typeof value === 'string'));
  return PERSONAS.find((persona) => {
    if (userKindOf(persona) !== userKindOf(kind)) return false;
    const { unit, institution } = world.personas[persona];
    const phone = personaPerson(world, persona)?.cellphone;
    const organisation = unit ?? institution;
    return phone !== undefined && given.has(phone) && (organisation === undefined || given.has(organisation));
  });
}

/** A phone masked as the contract shows it (138****6721). */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Derivations `x-state` `derive` may name: the fields of a detail (or of a list's items, for its filters) built from the item and the caller's world. */
export const DERIVATIONS = ['case', 'caseMaterials', 'caseComment', 'caseDepartment', 'authChannel', 'businessForm'] as const;
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

/** The unit or institution a persona acts for, if any. */
function organisationOf(world: World, persona: Persona): { unit?: WorldUnit; institution?: WorldInstitution } {
  return {
    unit: world.units.find((u) => u.socialCreditCode === world.personas[persona]?.unit),
    institution: world.institutions.find((i) => i.aaz100 === world.personas[persona]?.institution),
  };
}

/**
 * Who receives what a persona's cases post: a unit's or institution's manager at its business or
 * office address, else the persona's own person at theirs.
 */
function receiverOf(world: World, persona: Persona): { name: string; cellphone?: string; address?: string } {
  const { unit, institution } = organisationOf(world, persona);
  const person = personById(world, unit?.manager ?? institution?.manager ?? world.personas[persona]?.person);
  const address = unit?.businessAddress ?? institution?.officeAddress ?? person?.address;
  return { name: person?.name ?? '', cellphone: person?.cellphone, address };
}

function applicantOf(world: World, persona: Persona): Item {
  const person = personaPerson(world, persona);
  const { unit, institution } = organisationOf(world, persona);
  return {
    applicantType: (unit ?? institution) ? 'unit' : 'person',
    name: person?.name ?? '',
    idCardNo: person ? mask(person.idCardNo) : '',
    cellphone: person?.cellphone ? maskPhone(person.cellphone) : '',
    ...(unit ? { unitName: unit.unitName, socialCreditCode: unit.socialCreditCode } : {}),
    ...(institution ? { unitName: institution.organName, socialCreditCode: institution.socialCreditCode } : {}),
  };
}

/** The matter of a case; one the world does not know keeps the row's code and department and asks for an application form. */
function matterOf(world: World, item: Item): WorldMatter {
  const matterName = String(item.matterName ?? '');
  return (
    world.matters[matterName] ?? {
      matterCode: String(item.matterCode ?? 'QT0001'),
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
 * The timeline of a case's state from its application on (each node worked so far with its time,
 * handler and opinion), and when it was finished, if it was.
 */
function progressOf(world: World, item: Item, matter: WorldMatter): { timeline: Item[]; finishTime?: string } {
  const progress = world.progress.states[String(item.state ?? 'submitted')] ?? { done: 1 };
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
  const finishTime = progress.done >= world.progress.nodes.length ? timeline.at(-1)?.time : undefined;
  return { timeline, ...(finishTime ? { finishTime } : {}) };
}

/**
 * A case's detail from its list row: its matter's code, area, time limit, materials and result
 * (a matter the world does not know keeps the row's department and asks for an application form),
 * the timeline of its state from its application on, and the caller's applicant, masked.
 */
function caseDetail(world: World, item: Item, persona: Persona, now: Date): Item {
  const matter = matterOf(world, item);
  const state = String(item.state ?? 'submitted');
  const applied = parseTime(item.applyTime);
  const { timeline, finishTime } = progressOf(world, item, matter);
  const finished = finishTime !== undefined;
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
    delivery: deliveryOfCase(world, item, persona, now),
  };
}

/**
 * A seeded case marked rated, which holds no rating, shows one of the world's ratings, given a day
 * after it was finished; a case rated on the portal shows its own (the item's fields win).
 */
function caseComment(world: World, item: Item): Item {
  if (item.commented !== true || item.comment !== undefined || world.ratings.length === 0) return {};
  const finished = progressOf(world, item, matterOf(world, item)).finishTime ?? item.applyTime;
  const rating = world.ratings[hashOf(String(item.caseId)) % world.ratings.length]!;
  return { comment: { ...rating, commentTime: formatDateTime(hoursAfter(parseTime(finished), 24)) } };
}

/** The real-name level a channel passed gives (the highest passed; 1, a registered user, when none is). */
const passedLevel = (channels: readonly Item[]) =>
  Math.max(1, ...channels.filter((c) => c.passed === true && typeof c.authLevel === 'number').map((c) => c.authLevel as number));

const DERIVED: Record<Derivation, (world: World, item: Item, persona: Persona, now: Date, listed: readonly Item[]) => Item> = {
  case: caseDetail,
  caseMaterials: (world, item) => ({ list: caseMaterialList(world, item) }),
  caseComment,
  // The code of a case's department, for a search by code; the gateway's own field, never shown.
  caseDepartment: (world, item) => {
    const code = world.departments[String(item.departmentName ?? '')];
    return code ? { _departmentCode: code } : {};
  },
  // Whether a real-name channel raises the caller's level: not passed, and above the best one passed.
  authChannel: (_world, item, _persona, _now, listed) => ({
    upgradable: item.passed !== true && typeof item.authLevel === 'number' && item.authLevel > passedLevel(listed),
  }),
  // A business's application form: the documented one for its matter, else the world's form for any matter.
  businessForm: (world, item) => {
    const { documented, notice, fields } = world.applicationForm;
    return documented.includes(String(item.matterCode)) ? {} : { notice, fields: fields.map((field) => ({ ...field })) };
  },
};

/** Fields the contract computes from others, so a derivation's value replaces the item's (a channel's `upgradable`). */
const RECOMPUTED: Partial<Record<Derivation, readonly string[]>> = { authChannel: ['upgradable'] };

/**
 * The fields a derivation adds to an item for the caller at the gateway's time (a list's: with the
 * other items listed); the item's own fields win, except those the contract computes.
 */
export function derive(name: Derivation, item: Item, persona: Persona | undefined, now: Date, listed: readonly Item[] = [item]): Item {
  const derived = DERIVED[name](theWorld(), item, persona ?? 'person', now, listed);
  const recomputed = Object.fromEntries((RECOMPUTED[name] ?? []).map((field) => [field, derived[field]]));
  return { ...derived, ...item, ...recomputed };
}

/** The city an address lies in (江苏省南京市建邺区… → 南京市). */
const cityOf = (address: string) => /^(?:.+?省)?(.+?市)/.exec(address)?.[1] ?? '';

/** A step's time: its day after the day the case was finished, at its time of day. */
function stepTime(finished: Date, step: PostStep): string {
  const day = new Date(finished.getFullYear(), finished.getMonth(), finished.getDate() + step.day);
  return `${formatDate(day)} ${step.time}`;
}

/**
 * The EMS delivery of a finished case marked `hasDelivery` (none otherwise): its waybill (the
 * case's), what it carries, the receiver, masked, and the trace of the steps the clock has passed,
 * newest first, with the state of the last of them (`waiting` before the first).
 */
function delivery(world: World, item: Item, persona: Persona, now: Date): Item | undefined {
  if (item.hasDelivery !== true || item.state !== 'finished') return undefined;
  const matter = matterOf(world, item);
  const receiver = receiverOf(world, persona);
  const address = receiver.address ?? '';
  const finished = parseTime(progressOf(world, item, matter).finishTime);
  const cities = { sender: world.post.senderCity, receiver: cityOf(address) };
  const steps = world.post.steps.map((step) => ({ step, time: stepTime(finished, step) }));
  const passed = steps.filter(({ time }) => parseTime(time) <= now);
  const last = passed.at(-1)?.step;
  return {
    expressNo: `11${String(hashOf('EMS', String(item.caseId)) % 100_000_000_000).padStart(11, '0')}`,
    expressCompany: world.post.company,
    caseId: item.caseId,
    caseNo: item.caseNo,
    matterName: item.matterName,
    contents: matter.delivery?.contents ?? matter.result.resultName,
    receiverName: receiver.name,
    receiverPhoneMasked: receiver.cellphone ? maskPhone(receiver.cellphone) : '',
    address,
    ...(passed.length > 0 ? { sendTime: passed[0]!.time } : {}),
    ...(last?.state === 'delivered' ? { signTime: passed.at(-1)!.time } : {}),
    state: last?.state ?? 'waiting',
    nodes: passed
      .map(({ step, time }) => ({
        time,
        location: cities[step.at],
        description: step.description.replace('{department}', matter.departmentName).replace('{city}', cities[step.at]),
      }))
      .reverse(),
  };
}

/** How a case's result is received: by EMS to the receiver (with the waybill once sent), else online. */
function deliveryOfCase(world: World, item: Item, persona: Persona, now: Date): Item {
  if (item.hasDelivery !== true) return { deliveryType: 'online' };
  const receiver = receiverOf(world, persona);
  const sent = delivery(world, item, persona, now);
  return {
    deliveryType: 'ems',
    receiverName: receiver.name,
    ...(receiver.cellphone ? { receiverPhone: maskPhone(receiver.cellphone) } : {}),
    ...(receiver.address ? { address: receiver.address } : {}),
    ...(sent && sent.state !== 'waiting' ? { expressNo: sent.expressNo } : {}),
  };
}

/** A business's process from its saved draft: the draft's step current, those before it done (the business as `_businessId`). */
function businessProcess(world: World, draft: Item): Item {
  const steps = world.processSteps;
  const at = Math.max(
    steps.findIndex((step) => step.stepCode === draft.stepCode),
    0,
  );
  return {
    _businessId: draft.businessId,
    processInstanceId: fileId('LC', String(draft.businessId)),
    currentStepCode: steps[at]?.stepCode,
    steps: steps.map((step, index) => ({ ...step, state: index < at ? 'done' : index === at ? 'current' : 'pending' })),
  };
}

/** Row derivations `x-state` `rows` may name: what a list or get shows in place of the resource's items. */
export const ROWS = { delivery, businessProcess } as const;
export type RowsName = keyof typeof ROWS;

/**
 * `units`: the world's units as the base store holds them, the legal representative's name masked as a
 * lookup by code shows it to anyone (王*国); every unit of the world is registered on the portal.
 */
function unitRegistry(world: World): Item[] {
  return world.units.map((unit) => ({
    socialCreditCode: unit.socialCreditCode,
    unitName: unit.unitName,
    unitType: unit.unitType,
    legalPersonName: maskName(personById(world, unit.legalPerson)?.name ?? ''),
    registeredAddress: unit.registeredAddress,
    registrationStatus: unit.registrationStatus,
    registered: true,
    legalPersonOpened: unit.legalPersonOpened,
  }));
}

/** Registries of the world `x-state` `anonymousFrom` may name: what a caller without a token looks up by key. */
export const REGISTRIES = { units: unitRegistry } as const;
export type RegistryName = keyof typeof REGISTRIES;

/** The entries of a registry of the world. */
export const registryOf = (name: RegistryName): Item[] => REGISTRIES[name](theWorld());

/** The rows a derivation builds from the caller's items at the gateway's time; items that have none are left out. */
export function rowsOf(name: RowsName, items: readonly Item[], persona: Persona | undefined, now: Date): Item[] {
  const world = theWorld();
  return items.flatMap((item) => {
    const row = ROWS[name](world, item, persona ?? 'person', now);
    return row ? [row] : [];
  });
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
