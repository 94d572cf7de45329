// The documented dictionaries (basic `dictionary/findByCode/{code}`, one example
// per code): the names `{from, dictionary}` values write for codes, so the state
// says 汉族 for 01 from the same list the portal's selects show, never a copy.
// The same for the tiered ones (`dictionary/getDictWithChildren/{code}`) and
// `{from, tree}`: a new address's 南京市江宁区 is what the area picker offered.
import { documentedExample, type Route } from '../catalogue';

export type Dictionaries = ReadonlyMap<string, ReadonlyMap<string, string>>;

const DICTIONARY_PATH = '/dictionary/findByCode/{code}';

export function documentedDictionaries(routes: readonly Route[]): Dictionaries {
  const route = routes.find((r) => r.service === 'basic' && r.path === DICTIONARY_PATH);
  const dictionaries = new Map<string, Map<string, string>>();
  for (const code of route?.exampleKeys.get(200) ?? []) {
    const example = documentedExample(route!, 200, code) as { map?: { list?: { code?: unknown; name?: unknown }[] } } | undefined;
    const entries = (example?.map?.list ?? []).filter(
      (e): e is { code: string; name: string } => typeof e.code === 'string' && typeof e.name === 'string',
    );
    dictionaries.set(code, new Map(entries.map((e) => [e.code, e.name])));
  }
  return dictionaries;
}

const TREE_PATH = '/dictionary/getDictWithChildren/{code}';

interface TreeEntry {
  code?: unknown;
  name?: unknown;
  children?: TreeEntry[];
}

/** Per tiered dictionary, each entry's code → the names from its top entry down to it, joined as Chinese place names are written. */
export function documentedTrees(routes: readonly Route[]): Dictionaries {
  const route = routes.find((r) => r.service === 'basic' && r.path === TREE_PATH);
  const trees = new Map<string, Map<string, string>>();
  const walk = (entries: readonly TreeEntry[], above: string, names: Map<string, string>) => {
    for (const entry of entries) {
      if (typeof entry.code !== 'string' || typeof entry.name !== 'string') continue;
      names.set(entry.code, `${above}${entry.name}`);
      walk(entry.children ?? [], `${above}${entry.name}`, names);
    }
  };
  for (const code of route?.exampleKeys.get(200) ?? []) {
    const example = documentedExample(route!, 200, code) as { map?: { list?: TreeEntry[] } } | undefined;
    const names = new Map<string, string>();
    walk(example?.map?.list ?? [], '', names);
    trees.set(code, names);
  }
  return trees;
}
