// The state every user starts with: the documented example their persona gets
// (so the seed always agrees with the contract's examples), topped up to the
// declared `seed` count with generated items (mock/state/fake.ts), the same for
// the same MOCK_SEED. A resource with a file seed-items/<resource>.yaml (data
// no example could hold, such as the whole function catalogue) also starts with
// its items. Global accounts start with the account each login's documented
// example logs in with, its other login names (a person's phone) those of the
// world's person it is, and the items of seed-items/ (the labour-market accounts,
// which no call of the portal creates); global lists are seeded as a persona's are.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { exampleRequestOf } from '../catalogue';
import { isPersona, personaExampleKey } from '../personas';
import { answerPath } from './declaration';
import { generateItems } from './fake';
import type { Resource, StatefulRoute } from './resources';
import { ACCOUNT_MARK, type ResourceState } from './store';
import { copyJson, getPath, type Item } from './values';
import { theWorld } from './world';

const isRecord = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

function accountSeed(resource: Resource, routes: readonly StatefulRoute[]): Item[] {
  const accounts: Item[] = [];
  for (const route of routes) {
    const { state } = route;
    if (state.resource !== resource.name || state.action !== 'login') continue;
    const example = exampleRequestOf(route).body;
    if (!isRecord(example)) continue;
    const account: Item = {};
    for (const [requestField, itemFields] of Object.entries(state.match ?? {})) {
      const field = itemFields[0];
      if (field !== undefined) account[field] = example[requestField];
    }
    for (const [itemField, requestField] of Object.entries(state.check ?? {})) account[itemField] = example[requestField];
    // The example names the account one way (an identity number); the world's person it is has the other names too (the phone).
    const person = theWorld().persons.find((p) => Object.entries(p).some(([field, value]) => account[field] === value));
    for (const field of Object.values(state.match ?? {}).flat()) {
      const value = person?.[field as keyof typeof person];
      if (account[field] === undefined && value !== undefined) account[field] = value;
    }
    accounts.push(account);
  }
  return accounts;
}

/** The 200 examples of the source operation, keyed by name. */
function examplesOf(resource: Resource): Map<string, unknown> {
  const response = resource.source.prismOperation.responses.find((r) => r.code === '200');
  const examples = new Map<string, unknown>();
  for (const content of response?.contents ?? []) {
    for (const example of content.examples ?? []) if ('value' in example) examples.set(example.key, example.value);
  }
  return examples;
}

/**
 * The example an owner's items start from: its persona's own, else the first one. A list
 * never starts with another persona's items (an institution's cases are not a citizen's);
 * a single record is shown over the example the caller is answered with anyway.
 */
function ownerExample(resource: Resource, owner: string): unknown {
  const keys = resource.source.exampleKeys.get(200) ?? [];
  const own = isPersona(owner) ? personaExampleKey(owner, keys) : undefined;
  const first = resource.declaration.action === 'list' && keys[0] !== undefined && isPersona(keys[0]) ? undefined : keys[0];
  const key = own ?? first;
  return key === undefined ? undefined : examplesOf(resource).get(key);
}

const listedIn = (example: unknown, resource: Resource): Item[] => {
  const found = getPath(example, answerPath(resource.declaration));
  return Array.isArray(found) ? found.filter(isRecord) : [];
};

const SEED_ITEMS_DIR = new URL('./seed-items/', import.meta.url);

const seedItemFiles = new Map<string, Item[]>();

/** Copies of the items of seed-items/<resource>.yaml (read once), none when there is no such file. */
function seedItemsOf(resource: Resource): Item[] {
  let items = seedItemFiles.get(resource.name);
  if (!items) {
    const file = new URL(`${resource.name}.yaml`, SEED_ITEMS_DIR);
    const parsed: unknown = existsSync(file) ? parse(readFileSync(file, 'utf8')) : [];
    if (!Array.isArray(parsed) || !parsed.every(isRecord)) throw new Error(`${file.pathname} must be a list of ${resource.name} items`);
    items = parsed;
    seedItemFiles.set(resource.name, items);
  }
  return copyJson(items);
}

/**
 * Whether a seed item is an item of its own, holding every field the items require; one that is not
 * only completes the documented item of its key, for the owners that have it (the world's agent's
 * login phone and password, which its list does not show).
 */
function isWholeItem(resource: Resource, item: Item): boolean {
  const { required } = resource.itemSchema;
  return !Array.isArray(required) || required.every((field) => typeof field !== 'string' || field in item);
}

/**
 * The documented items, each with the fields of seed-items/ of the same key it lacks (the gateway's
 * own fields: the area codes a documented service hall is found under), then the other whole seed items.
 */
function withSeedItems(resource: Resource, documented: readonly Item[], seedItems: readonly Item[]): Item[] {
  const { key } = resource;
  if (!key) return [...documented, ...seedItems];
  const byKey = new Map(seedItems.map((i) => [i[key], i]));
  const taken = new Set(documented.map((i) => i[key]));
  const others = seedItems.filter((i) => !taken.has(i[key]) && isWholeItem(resource, i));
  return [...documented.map((i) => ({ ...byKey.get(i[key]), ...i })), ...others];
}

/**
 * Generated items up to the declared `seed`: in all, or (`seedPer`) for each
 * value of that field among all documented items, copied from that value's ones.
 */
function topUp(resource: Resource, items: readonly Item[], owner: string, seed: string): Item[] {
  const { seed: wanted = 0, seedPer } = resource.declaration;
  if (!seedPer) {
    if (items.length === 0 || items.length >= wanted) return [];
    return generateItems({ templates: items, count: wanted - items.length, resource, owner, seed });
  }
  // The owner's own items are the templates of their values; examples for everyone stand in for values it
  // lacks, never another persona's (an institution's inbox does not tell of a citizen's case).
  const documented = [...examplesOf(resource)]
    .filter(([name]) => !isPersona(name) || name === owner)
    .flatMap(([, example]) => listedIn(example, resource));
  const values = new Set([...items, ...documented].map((i) => i[seedPer]));
  const generated: Item[] = [];
  for (const value of values) {
    const own = items.filter((i) => i[seedPer] === value);
    if (own.length >= wanted) continue;
    const templates = own.length > 0 ? own : documented.filter((i) => i[seedPer] === value);
    const taken = [...items, ...generated];
    generated.push(
      ...generateItems({ templates, count: wanted - own.length, resource, owner, seed: `${seed}\u0000${String(value)}`, taken }),
    );
  }
  return generated;
}

/**
 * An owner's seed. A registered account (`<kind>:<key>`) starts as a new account of its kind:
 * in its lists only the items of seed-items/ (the real-name channels, none passed yet), and its
 * single records those its registration gives (`registered`, built by the caller), else those
 * its kind's persona starts with.
 */
export function seedOf(
  resource: Resource,
  owner: string,
  routes: readonly StatefulRoute[],
  seed: string,
  registered?: Item,
): ResourceState {
  const { declaration } = resource;
  if (resource.scope === 'global' && declaration.action !== 'list') return [...accountSeed(resource, routes), ...seedItemsOf(resource)];
  const [kind = owner, account] = owner.split(ACCOUNT_MARK);
  if (account !== undefined && (declaration.action === 'list' || resource.key))
    return seedItemsOf(resource).filter((i) => isWholeItem(resource, i));
  if (account !== undefined && registered) return registered;
  const example = ownerExample(resource, kind);
  if (declaration.action !== 'list') {
    // A keyed resource no list shows (drafts) starts empty: its record's example names no key.
    if (resource.key) return [];
    const found = copyJson(getPath(example, answerPath(declaration)));
    return isRecord(found) ? found : {};
  }
  const documented = copyJson(listedIn(example, resource));
  const items = withSeedItems(resource, documented, seedItemsOf(resource));
  return [...items, ...topUp(resource, items, owner, seed)];
}
