// The centre screens with the persona that opens each. Every one, from the route
// table, is in the cold-load bench (bench/cold-load.bench.ts); the centre homes
// and the most used screens are also held to the goal on layout shifts by the
// browser tests (tests/e2e/centre-cold-load.e2e.ts).
import type { LayoutKind, RouteEntry, ScreenRoute } from '../../src/app/routes/table';
import { paths } from '../../src/config/paths';
import type { LoginPersona } from './gateway-session';

/** Who opens a centre of each kind (the walks log in as the same). */
export const PERSONA_OF_CENTRE: Record<Exclude<LayoutKind, 'public'>, LoginPersona> = {
  person: 'person',
  unit: 'unit',
  organ: 'organ',
  temp: 'casual',
};

export interface ListedScreen {
  label: string;
  path: string;
  persona: LoginPersona;
}

export const LISTED_CENTRE_SCREENS: readonly ListedScreen[] = [
  { label: 'person main', path: paths.center.main, persona: 'person' },
  { label: 'person office', path: paths.center.office, persona: 'person' },
  { label: 'person message', path: paths.center.message, persona: 'person' },
  { label: 'person userinfo', path: paths.center.userinfo, persona: 'person' },
  { label: 'unit unitmain', path: paths.unitcenter.unitmain, persona: 'unit' },
  { label: 'unit agents', path: paths.unitcenter.agents, persona: 'unit' },
  { label: 'unit office', path: paths.unitcenter.office, persona: 'unit' },
  { label: 'organ main', path: paths.organ.main, persona: 'organ' },
  { label: 'temp tempmain', path: paths.tempcenter.tempmain, persona: 'casual' },
];

/**
 * Every screen route of a centre layout in the route table, `/center/userinfo` first
 * (the slow one the issue found). The table comes in as an argument: outside Vite it
 * is read through Vite (scripts/lib/route-table.mjs), for its `import.meta.glob`.
 */
export function centreScreens(routes: readonly RouteEntry[]): ListedScreen[] {
  return routes
    .filter(
      (route): route is ScreenRoute & { layout: Exclude<LayoutKind, 'public'> } => route.kind === 'screen' && route.layout !== 'public',
    )
    .map((route) => ({
      label: `${route.layout} ${route.path.split('/').pop() ?? ''}`,
      path: route.path,
      persona: PERSONA_OF_CENTRE[route.layout],
    }))
    .sort((a, b) => Number(b.path === paths.center.userinfo) - Number(a.path === paths.center.userinfo));
}
