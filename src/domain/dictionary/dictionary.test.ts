// A data dictionary is asked for once per page visit, and asked again after a failed load.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { loadDictionary } from './useDictionary';

const get = vi.fn();
// The client's calls go to get: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.basic, 'GET').mockImplementation(get);

const answer = (list: Array<{ code: string; name: string }>) => Promise.resolve({ data: { appcode: '0', msg: '成功', map: { list } } });

describe('loadDictionary', () => {
  beforeEach(() => get.mockReset());

  it('turns the entries into options and shares one load between selects', async () => {
    get.mockReturnValue(answer([{ code: '01', name: '配偶' }]));
    const [first, second] = await Promise.all([loadDictionary('relationship'), loadDictionary('relationship')]);
    expect(first).toEqual([{ value: '01', label: '配偶' }]);
    expect(second).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next screen asks again', async () => {
    get.mockReturnValueOnce(Promise.resolve({ error: { status: 500 } })).mockReturnValueOnce(answer([{ code: '1', name: '本人申请' }]));
    await expect(loadDictionary('logoutType')).rejects.toThrow();
    await expect(loadDictionary('logoutType')).resolves.toEqual([{ value: '1', label: '本人申请' }]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
