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

export interface TreeEntry {
  code: string;
  name: string;
  children: TreeEntry[];
}

const isNamed = (entry: unknown): entry is { code: string; name: string; children?: unknown } =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as TreeEntry).code === 'string' &&
  typeof (entry as TreeEntry).name === 'string';

const entriesOf = (list: unknown): TreeEntry[] =>
  (Array.isArray(list) ? list : []).filter(isNamed).map(({ code, name, children }) => ({ code, name, children: entriesOf(children) }));

/** Per tiered dictionary, its documented top entries with their children, as the example gives them. */
export function documentedTreeEntries(routes: readonly Route[]): ReadonlyMap<string, TreeEntry[]> {
  const route = routes.find((r) => r.service === 'basic' && r.path === TREE_PATH);
  const trees = new Map<string, TreeEntry[]>();
  for (const code of route?.exampleKeys.get(200) ?? []) {
    const example = documentedExample(route!, 200, code) as { map?: { list?: unknown } } | undefined;
    trees.set(code, entriesOf(example?.map?.list));
  }
  return trees;
}

/** Per tiered dictionary, each entry's code → the names from its top entry down to it, joined as Chinese place names are written. */
export function documentedTrees(routes: readonly Route[]): Dictionaries {
  const walk = (entries: readonly TreeEntry[], above: string, names: Map<string, string>): Map<string, string> => {
    for (const entry of entries) {
      names.set(entry.code, `${above}${entry.name}`);
      walk(entry.children, `${above}${entry.name}`, names);
    }
    return names;
  };
  return new Map([...documentedTreeEntries(routes)].map(([code, entries]) => [code, walk(entries, '', new Map())]));
}
