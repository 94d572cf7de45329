// The rules the contract declares next to x-state (docs/contract.md, "Rules a server keeps"),
// checked on what a persona's lists show: at most `max` items, at most one item with the
// `default` flag, the `first` items before the others, `newestFirst` within each group. The
// rules are read from the declarations, so a rule added to the contract is checked here too;
// a check of the whole world calls `worldRuleViolations` after its writes.
import { barredAs, exampleRequestOf } from '../../mock/catalogue';
import { callExample } from '../../mock/example-call';
import type { Persona } from '../../mock/personas';
import { DEV_KEYS, type Gateway } from '../../mock/server';
import { ADDED_ORDER, answerPath, type StateDeclaration } from '../../mock/state/declaration';
import { resourcesOf, type StatefulRoute } from '../../mock/state/resources';
import { getPath, matches, type Item, type Json } from '../../mock/state/values';

/** A list that shows a resource with rules: its own ordering, its resource's limit and default. */
export interface RuledList {
  route: StatefulRoute;
  max?: number;
  defaultFlag?: string;
  first?: StateDeclaration['first'];
  newestFirst?: string;
}

const statefulRoutes = (gateway: Gateway): StatefulRoute[] =>
  [...gateway.catalogue.values()].flatMap((service) => service.routes).filter((r): r is StatefulRoute => r.state !== undefined);

/** Every user list the contract declares a rule for, from the declarations alone. */
export function ruledLists(gateway: Gateway): RuledList[] {
  const routes = statefulRoutes(gateway);
  const resources = resourcesOf(routes);
  return routes
    .filter((route) => route.state.action === 'list' && route.state.scope === 'user')
    .map((route) => {
      const rules = resources.get(route.state.resource)?.declaration;
      return { route, max: rules?.max, defaultFlag: rules?.default, first: route.state.first, newestFirst: route.state.newestFirst };
    })
    .filter((list) => list.max !== undefined || list.defaultFlag !== undefined || list.first || list.newestFirst);
}

/** What one answer of a ruled list breaks, as readable lines naming the list. */
export function brokenRules(list: RuledList, answer: Json): string[] {
  const where = `${list.route.service} ${list.route.path}`;
  const path = answerPath(list.route.state);
  const shown = getPath(answer, path);
  if (!Array.isArray(shown)) return [`${where}: the answer has no list at ${path}`];
  const items = shown as Item[];
  const problems: string[] = [];
  const total = getPath(answer, `${path.split('.').slice(0, -1).join('.')}.total`);
  const count = typeof total === 'number' ? total : items.length;
  if (list.max !== undefined && count > list.max) problems.push(`${where}: ${count} items, at most ${list.max} allowed`);
  if (list.defaultFlag !== undefined) {
    const defaults = items.filter((i) => i[list.defaultFlag!] === true).length;
    if (defaults > 1) problems.push(`${where}: ${defaults} items have ${list.defaultFlag}, at most one may`);
  }
  const first = list.first;
  const groups = first ? [items.filter((i) => matches(i, first)), items.filter((i) => !matches(i, first))] : [items];
  if (first && groups[0]!.some((i) => items.indexOf(i) >= groups[0]!.length)) {
    problems.push(`${where}: the items with ${JSON.stringify(first)} are not listed first`);
  }
  // `$added` orders by when each item was added, which the answer does not show: world-rules.test.ts adds and looks.
  const field = list.newestFirst;
  if (field !== undefined && field !== ADDED_ORDER) {
    for (const group of groups) {
      const dates = group.map((i) => String(getPath(i, field) ?? ''));
      const late = dates.findIndex((date, n) => n > 0 && date > dates[n - 1]!);
      if (late > 0) problems.push(`${where}: ${field} ${dates[late]} listed after ${dates[late - 1]}, newest first expected`);
    }
  }
  return problems;
}

/** Reads one ruled list as a persona (its documented request, a first page of 100). */
export async function readRuledList(gateway: Gateway, list: RuledList, persona: Persona, sandbox?: string): Promise<Json> {
  const example = exampleRequestOf(list.route).body;
  const paged = example && typeof example === 'object' && 'pageSize' in example ? { ...example, pageNum: 1, pageSize: 100 } : example;
  const answer = await callExample(gateway.url, list.route, {
    publicKey: DEV_KEYS.publicKey,
    headers: { 'Access-Token': `mock-${persona}-token`, ...(sandbox === undefined ? {} : { 'X-Mock-Sandbox': sandbox }) },
    ...(paged === undefined ? {} : { body: paged }),
  });
  return answer.body as Json;
}

/** Every rule every ruled list the persona's kind may read (x-user-kinds) breaks for it, read over HTTP. */
export async function worldRuleViolations(gateway: Gateway, persona: Persona, sandbox?: string): Promise<string[]> {
  const problems: string[] = [];
  for (const list of ruledLists(gateway)) {
    if (barredAs(list.route, persona)) continue;
    problems.push(...brokenRules(list, await readRuledList(gateway, list, persona, sandbox)));
  }
  return problems;
}
