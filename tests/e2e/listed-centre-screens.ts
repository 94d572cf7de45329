// The centre homes and the most used centre screens the issue on logged-in cold
// loads names, with the persona that opens each: the cold-load bench measures
// them (bench/cold-load.bench.ts) and the browser tests hold them to the goal
// on layout shifts (tests/e2e/centre-cold-load.e2e.ts).
import { paths } from '../../src/config/paths';
import type { LoginPersona } from './gateway-session';

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
