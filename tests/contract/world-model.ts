// Who an answer or an example names, and whether that agrees with the world
// (mock/state/world.yaml): every object carrying an identity number is read with
// the name and phone beside it, paired by field name (legalPersonIdCardMasked goes
// with legalPersonName, idCardNo with name or the one person's name of the object).
// The contract's examples (world.test.ts) and the gateway's answers
// (tests/integration/world-coherence.test.ts) are held to the same rules.
import { mask } from '../../mock/state/values';
import { maskPhone, type World, type WorldPerson } from '../../mock/state/world';

const FULL_ID = /^[1-9]\d{16}[\dX]$/;
const MASKED_ID = /^[1-9]\d{3}\*{10}\d{3}[\dX]$/;
const FULL_PHONE = /^1[3-9]\d{9}$/;
const MASKED_PHONE = /^1[3-9]\d\*{4}\d{4}$/;
/** Fields that name a person (those that name units, areas or posts are left out). */
const PERSON_NAME =
  /^(name|staffName|apprenticeName|traineeName|veteranName|holderName|agentName|managerName|legalPersonName|contactName|applicantName|receiverName)$/;
/** An identity field's owner prefix: legalPersonIdCardMasked → legalPerson, holderNo → holder, idCardNo → ''. */
const ID_FIELD = /^(.*?)(IdCardNoMasked|IdCardMasked|IdCardNo|IdCard|IdNo|No|idCardNoMasked|idCardMasked|idCardNo|idNo|Masked)$/;
/** Fields that hold an identity number (certificate numbers of the same form are not). */
const ID_KEY = /idCard|IdCard|idNo|IdNo|^holderNo$/;
const PHONE_FIELD = /^(.*?)(CellphoneMasked|cellphoneMasked|PhoneMasked|phoneMasked|Cellphone|cellphone|Phone|phone|mobile)$/;

export interface Sighting {
  /** Where it was seen: the operation and example, or the persona and operation. */
  where: string;
  /** The JSON path of the field. */
  path: string;
  id: string;
  masked: boolean;
  name?: string;
  phone?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function nameFor(object: Record<string, unknown>, prefix: string): string | undefined {
  const text = (key: string) => (typeof object[key] === 'string' && /^[\u4e00-\u9fa5]{2,4}$/.test(object[key]) ? object[key] : undefined);
  if (prefix) return text(`${lowerFirst(prefix)}Name`);
  const named = text('name');
  if (named) return named;
  // The one person's name of the object, when only one field names a person.
  const names = Object.keys(object).filter((k) => PERSON_NAME.test(k) && text(k) !== undefined);
  return names.length === 1 ? text(names[0]!) : undefined;
}

function phoneFor(object: Record<string, unknown>, prefix: string): string | undefined {
  for (const [key, value] of Object.entries(object)) {
    const match = PHONE_FIELD.exec(key);
    if (match && lowerFirst(match[1] ?? '') === lowerFirst(prefix) && typeof value === 'string') {
      if (FULL_PHONE.test(value) || MASKED_PHONE.test(value)) return value;
    }
  }
  return undefined;
}

/** Every identity number a JSON value shows, with the name and phone beside it. */
export function sightings(value: unknown, where: string, path = ''): Sighting[] {
  if (Array.isArray(value)) return value.flatMap((entry, i) => sightings(entry, where, `${path}[${i}]`));
  if (!isRecord(value)) return [];
  const found: Sighting[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && ID_KEY.test(key) && (FULL_ID.test(field) || MASKED_ID.test(field))) {
      const prefix = ID_FIELD.exec(key)?.[1] ?? '';
      found.push({
        where,
        path: `${path}.${key}`,
        id: field,
        masked: MASKED_ID.test(field),
        name: nameFor(value, prefix),
        phone: phoneFor(value, prefix),
      });
    }
    // Rows of a table (queryCommon): a name and a number side by side.
    if (Array.isArray(field) && field.every((cell) => typeof cell === 'string')) {
      const id = field.find((cell) => FULL_ID.test(cell) || MASKED_ID.test(cell));
      const name = field.find((cell) => /^[\u4e00-\u9fa5]{2,4}$/.test(cell));
      if (id && name) found.push({ where, path: `${path}.${key}`, id, masked: MASKED_ID.test(id), name });
    }
    found.push(...sightings(field, where, `${path}.${key}`));
  }
  return found;
}

const phoneMatches = (person: WorldPerson, phone: string) =>
  person.cellphone === undefined || phone === person.cellphone || phone === maskPhone(person.cellphone);

/** Problems of sightings against the world: a number of nobody, the wrong name or phone for it. */
export function worldDisagreements(seen: readonly Sighting[], world: World, options: { strangers: boolean }): string[] {
  const byId = new Map(world.persons.map((p) => [p.idCardNo, p]));
  const byMask = new Map(world.persons.map((p) => [mask(p.idCardNo), p]));
  const problems: string[] = [];
  for (const s of seen) {
    const person = s.masked ? byMask.get(s.id) : byId.get(s.id);
    if (!person) {
      if (!options.strangers) problems.push(`${s.where} ${s.path}: ${s.id} is no person of the world`);
      continue;
    }
    if (s.name !== undefined && s.name !== person.name) problems.push(`${s.where} ${s.path}: ${s.id} is ${person.name}, not ${s.name}`);
    if (s.phone !== undefined && !phoneMatches(person, s.phone))
      problems.push(`${s.where} ${s.path}: ${person.name}'s phone is ${person.cellphone}, not ${s.phone}`);
  }
  return problems;
}

/** Problems within the sightings themselves: one number (or one mask) with two names. */
export function selfDisagreements(seen: readonly Sighting[]): string[] {
  const names = new Map<string, Sighting>();
  const problems: string[] = [];
  for (const s of seen) {
    if (s.name === undefined) continue;
    const key = s.masked ? s.id : mask(s.id);
    const earlier = names.get(key);
    if (earlier && earlier.name !== s.name)
      problems.push(`${key} is ${earlier.name} at ${earlier.where} ${earlier.path} but ${s.name} at ${s.where} ${s.path}`);
    if (!earlier) names.set(key, s);
  }
  return problems;
}
