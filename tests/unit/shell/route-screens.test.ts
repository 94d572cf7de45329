// @vitest-environment jsdom
// The route table's screens (docs/architecture.md, "The area-module contract"):
// each screen route names one file of its own area's folder, and that file
// exports the named screen.
import { describe, expect, it } from 'vitest';
import { ROUTES, type ScreenRoute } from '../../../src/app/routes/table';

const screenRoutes = ROUTES.filter((route): route is ScreenRoute => route.kind === 'screen');

describe('screens of the route table', () => {
  it('live in the folder of the area the table gives them', () => {
    for (const route of screenRoutes) expect(route.module, route.path).toMatch(new RegExp(`^src/features/${route.area}/.+\\.tsx$`));
  });

  it.each(screenRoutes.map((route) => [route.path, route] as const))('%s loads its screen', async (_path, route) => {
    const screen = await route.screen();
    expect(typeof screen === 'function' || typeof screen === 'object', `${route.module} ${route.exportName}`).toBe(true);
  });
});
