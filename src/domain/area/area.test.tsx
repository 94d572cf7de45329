// @vitest-environment jsdom
// The province's areas, level by level, and the cascader over them.
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { PROVINCE_AREA_CODE } from '../../config/app';
import { AreaCascader } from './AreaCascader';
import { areaCodeOf, areaName, areasUnder } from './areas';

const post = vi.fn();
// The client's calls go to post: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.basic, 'POST').mockImplementation(post);

const AREAS: Record<string, Array<{ code: string; name: string; isLeaf: boolean }>> = {
  [PROVINCE_AREA_CODE]: [
    { code: '320100', name: '南京市', isLeaf: false },
    { code: '329900', name: '省本级', isLeaf: true },
    { code: '32', name: '（无效代码）', isLeaf: true },
  ],
  '320100': [{ code: '320105', name: '建邺区', isLeaf: false }],
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation((_path: string, { body }: { body: { parentCode: string } }) =>
    Promise.resolve({ data: { appcode: '0', msg: '成功', map: { list: AREAS[body.parentCode] ?? [] } } }),
  );
});
afterEach(cleanup);

describe('areasUnder', () => {
  it('offers six-digit codes only, and ends the tree at the county level', async () => {
    const cities = await areasUnder(PROVINCE_AREA_CODE, 1);
    expect(cities.map((city) => [city.value, city.isLeaf])).toEqual([
      ['320100', false],
      ['329900', true],
    ]);
    expect((await areasUnder('320100', 2)).map((county) => county.isLeaf)).toEqual([true]);
  });

  it('names a county seen in this session with its city, and the code a request carries', async () => {
    await areasUnder(PROVINCE_AREA_CODE, 1);
    await areasUnder('320100', 2);
    expect(areaName('320105')).toBe('南京市 / 建邺区');
    expect(areaName('320100')).toBe('南京市');
    expect(areaName('999999')).toBeUndefined();
    expect(areaCodeOf(['320100', '320105'])).toBe('320105');
    expect(areaCodeOf(undefined)).toBe('');
  });
});

describe('AreaCascader', () => {
  it('starts from the configured province and loads a restored city’s counties with the cities', async () => {
    render(<AreaCascader value={['320100', '320105']} />);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls.map(([, { body }]) => body.parentCode)).toEqual([PROVINCE_AREA_CODE, '320100']);
  });
});
