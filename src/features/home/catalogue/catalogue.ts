// The catalogue of business items of /tobusiness and /toSelfBusiness: the
// functions of one service object (person or unit) of the visitor's city,
// grouped by the categories of the classified catalogue, narrowed by a
// category and by what the visitor types (the portal's function search,
// src/lib/function-search, here in descriptions too). Pure, so the pages and
// the tests share it.
import type { PortalFunction } from '../../../domain/function-access/flow';
import { functionMatcher, searchWords } from '../../../lib/function-search/search';
import type { ServiceObject } from '../../../stores/home';

export interface CatalogueCategory {
  code: string;
  name: string;
  functions: PortalFunction[];
}

/** The pseudo-categories before the server's: every item, and the hot ones. */
export const ALL_CATEGORY = 'all';
export const HOT_CATEGORY = 'hot';
/** Where a function goes whose category the classified catalogue does not name. */
export const OTHER_CATEGORY = { code: 'other', name: '其他事项' } as const;

interface ClassifiedCategory {
  categoryCode: string;
  categoryName: string;
  functions: readonly PortalFunction[];
}

/**
 * The categories of one service object: the classified catalogue's order and
 * names, each function once, with the functions of the service object's list
 * (`function/getFunction`) the classified catalogue does not carry added to
 * their own category (or 其他事项). Empty categories are left out.
 */
export function catalogueCategories(
  classified: readonly ClassifiedCategory[],
  listed: readonly PortalFunction[],
  serviceObject: ServiceObject,
): CatalogueCategory[] {
  const seen = new Set<string>();
  const categories = new Map<string, CatalogueCategory>();
  const place = (code: string, name: string, func: PortalFunction) => {
    if (func.serviceObject !== serviceObject || seen.has(func.funcId)) return;
    seen.add(func.funcId);
    const category = categories.get(code) ?? { code, name, functions: [] };
    category.functions.push(func);
    categories.set(code, category);
  };
  for (const category of classified) {
    categories.set(category.categoryCode, { code: category.categoryCode, name: category.categoryName, functions: [] });
    for (const func of category.functions) place(category.categoryCode, category.categoryName, func);
  }
  const named = new Map(classified.map((category) => [category.categoryCode, category.categoryName]));
  for (const func of listed) {
    const name = named.get(func.category);
    if (name === undefined) place(OTHER_CATEGORY.code, OTHER_CATEGORY.name, func);
    else place(func.category, name, func);
  }
  return [...categories.values()].filter((category) => category.functions.length > 0);
}

export interface CatalogueFilter {
  /** ALL_CATEGORY, HOT_CATEGORY or a category code. */
  category: string;
  query: string;
}

/** The functions to show, in catalogue order, each once. A search looks in every category. */
export function filterCatalogue(categories: readonly CatalogueCategory[], filter: CatalogueFilter): PortalFunction[] {
  const all = categories.flatMap((category) => category.functions);
  if (searchWords(filter.query).length > 0) {
    const rankOf = functionMatcher(filter.query, { inDescription: true });
    return all.filter((func) => rankOf(func) !== undefined);
  }
  if (filter.category === ALL_CATEGORY) return all;
  if (filter.category === HOT_CATEGORY) return all.filter((func) => func.hot);
  return categories.find((category) => category.code === filter.category)?.functions ?? [];
}
