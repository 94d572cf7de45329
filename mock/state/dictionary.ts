// The documented dictionaries (basic `dictionary/findByCode/{code}`, one example
// per code): the names `{from, dictionary}` values write for codes, so the state
// says 汉族 for 01 from the same list the portal's selects show, never a copy.
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
