// Data dictionaries (basic dictionary/findByCode) as select options: loaded once
// per page visit and shared by every select that needs the same code; a failed
// load is forgotten so the next screen asks again.
import { api } from '../../api';
import type { components } from '../../api/generated/basic';
import { answerOf } from '../../components/apiAnswer';
import { useAsyncData, type AsyncData } from '../../components/useAsyncData';

export type DictCode = components['schemas']['DictCode'];

/** One entry as a select option: value = code, label = name. */
export interface DictOption {
  value: string;
  label: string;
}

const loaded = new Map<DictCode, Promise<DictOption[]>>();

export function loadDictionary(code: DictCode): Promise<DictOption[]> {
  const cached = loaded.get(code);
  if (cached) return cached;
  const loading = answerOf(api.basic.GET('/dictionary/findByCode/{code}', { params: { path: { code } } })).then(
    ({ list }) => list.map((item) => ({ value: item.code, label: item.name })),
    (failure: unknown) => {
      loaded.delete(code);
      throw failure;
    },
  );
  loaded.set(code, loading);
  return loading;
}

export function useDictionary(code: DictCode): AsyncData<DictOption[]> {
  return useAsyncData(`dict:${code}`, () => loadDictionary(code));
}
