// Data dictionaries (basic dictionary/findByCode): loaded once per page visit
// and shared by every select that needs the same code; a failed load is
// forgotten so the next screen tries again.
import { api } from '../../../api';
import type { components } from '../../../api/generated/basic';
import { answerOf } from '../../../components/apiAnswer';
import { useAsyncData } from '../../../components/useAsyncData';

export type DictCode = components['schemas']['DictCode'];
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

export function useDictionary(code: DictCode) {
  return useAsyncData(`dict:${code}`, () => loadDictionary(code));
}
