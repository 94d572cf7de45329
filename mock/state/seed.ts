// The state every user starts with: the documented example their persona gets
// (so the seed always agrees with the contract's examples), topped up to the
// declared `seed` count with generated items (mock/state/fake.ts), the same for
// the same MOCK_SEED. Global resources (accounts) start with the account each
// login's documented example logs in with.
import { exampleRequestOf } from '../catalogue';
import { isPersona, personaExampleKey } from '../personas';
import { answerPath } from './declaration';
import { generateItems } from './fake';
import type { Resource, StatefulRoute } from './resources';
import type { ResourceState } from './store';
import { getPath, type Item } from './values';

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
    accounts.push(account);
  }
  return accounts;
}

/** The example of the source operation that an owner's persona is answered with. */
function ownerExample(resource: Resource, owner: string): unknown {
  const route = resource.source;
  const keys = route.exampleKeys.get(200) ?? [];
  const key = (isPersona(owner) ? personaExampleKey(owner, keys) : undefined) ?? keys[0];
  const response = route.prismOperation.responses.find((r) => r.code === '200');
  for (const content of response?.contents ?? []) {
    const example = content.examples?.find((e) => e.key === key);
    if (example && 'value' in example) return example.value;
  }
  return undefined;
}

export function seedOf(resource: Resource, owner: string, routes: readonly StatefulRoute[], seed: string): ResourceState {
  if (resource.scope === 'global') return accountSeed(resource, routes);
  const { declaration } = resource;
  const found = structuredClone(getPath(ownerExample(resource, owner), answerPath(declaration)));
  // A keyed resource no list shows (drafts) starts empty: its record's example names no key.
  if (declaration.action !== 'list') return resource.key ? [] : isRecord(found) ? found : {};
  const items = Array.isArray(found) ? found.filter(isRecord) : [];
  const wanted = declaration.seed ?? 0;
  if (items.length === 0 || items.length >= wanted) return items;
  return [...items, ...generateItems({ templates: items, count: wanted - items.length, resource, owner, seed })];
}
