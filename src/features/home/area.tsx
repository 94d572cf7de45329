// The home area: the main page, the entry page and the jump pages. The main
// page and /gohome (where / leads) come with the area; the other pages are
// loaded on their first visit, so the landing page downloads only itself.
import { lazyScreen } from '../../components/lazy-chunk';
import { paths } from '../../config/paths';
import type { AreaScreens } from '../../config/paths';
import { HomePage } from './HomePage';
import { GoHomePage } from './jump/GoHomePage';

const EntryPage = lazyScreen(() => import('./EntryPage'), 'EntryPage');
const BusinessJumpPage = lazyScreen(() => import('./jump/BusinessJumpPage'), 'BusinessJumpPage');
const SelfServiceJumpPage = lazyScreen(() => import('./jump/BusinessJumpPage'), 'SelfServiceJumpPage');

const screens: AreaScreens = {
  [paths.home.index]: HomePage,
  [paths.home.sqIndex]: EntryPage,
  [paths.home.gohome]: GoHomePage,
  [paths.home.tobusiness]: BusinessJumpPage,
  [paths.home.toSelfBusiness]: SelfServiceJumpPage,
};

export default screens;
