// @vitest-environment jsdom
// The area-module contract (docs/architecture.md) for the areas that exist:
// each area.tsx default-exports screens only for routes the table gives to it.
import { describe, expect, it } from 'vitest';
import { areaSourcesFromGlob, type AreaModule } from '../../../src/app/areas';
import { AREAS, screenRoutesOf, type Area } from '../../../src/app/routes/table';

const modules = import.meta.glob<AreaModule>('../../../src/features/*/area.tsx');
const sources = areaSourcesFromGlob(modules);

describe('area modules', () => {
  it('live only in folders named after an area of the table', () => {
    const folders = Object.keys(modules).map((file) => /features\/([^/]+)\/area\.tsx$/.exec(file)?.[1]);
    for (const folder of folders) expect(AREAS).toContain(folder);
  });

  it.each(Object.keys(sources) as Area[])('%s provides screens for its own routes only', async (area) => {
    const module = await sources[area]!();
    const own = screenRoutesOf(area).map((route) => route.path as string);
    for (const [path, screen] of Object.entries(module.default)) {
      expect(own, `${area} exports ${path}`).toContain(path);
      expect(typeof screen === 'function' || (typeof screen === 'object' && screen !== null), path).toBe(true);
    }
  });
});
