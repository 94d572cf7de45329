// Basic-service dictionaries (relationship, logoutReason, logoutType…): asked
// once per page load, they hardly ever change.
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/basic';
import { answerOf } from '../../../../components/apiAnswer';
import { useAsyncData, type AsyncData } from '../../../../components/useAsyncData';

export type DictCode = components['schemas']['DictCode'];
export type DictItem = components['schemas']['DictItem'];

const loaded = new Map<DictCode, Promise<DictItem[]>>();

export function loadDictionary(code: DictCode): Promise<DictItem[]> {
  let items = loaded.get(code);
  if (!items) {
    items = answerOf(api.basic.GET('/dictionary/findByCode/{code}', { params: { path: { code } } })).then((map) => map.list);
    // A failed load is forgotten so the next screen asks again.
    items.catch(() => loaded.delete(code));
    loaded.set(code, items);
  }
  return items;
}

export function useDictionary(code: DictCode): AsyncData<DictItem[]> {
  return useAsyncData(`dict:${code}`, () => loadDictionary(code));
}

export function dictName(items: readonly DictItem[] | undefined, code: string): string {
  return items?.find((item) => item.code === code)?.name ?? code;
}
