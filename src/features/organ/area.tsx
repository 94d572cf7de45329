// The institution area: the institution's overview, workbench, cases,
// agents (for its manager), account and messages.
import { lazyScreen } from '../../components/lazy-chunk';
import { paths } from '../../config/paths';
import type { AreaScreens } from '../../config/paths';
import './organ.css';

// Each screen is loaded on its first visit.
const OrganMainScreen = lazyScreen(() => import('./main/OrganMainScreen'), 'OrganMainScreen');
const OrganOfficeScreen = lazyScreen(() => import('./affairs/OrganAffairScreens'), 'OrganOfficeScreen');
const OrganAgentsScreen = lazyScreen(() => import('./agents/OrganAgentsScreen'), 'OrganAgentsScreen');
const OrganFloorScreen = lazyScreen(() => import('./floor/OrganFloorScreen'), 'OrganFloorScreen');
const OrganAccountScreen = lazyScreen(() => import('./account/OrganAccountScreen'), 'OrganAccountScreen');
const OrganMessageScreen = lazyScreen(() => import('./affairs/OrganAffairScreens'), 'OrganMessageScreen');

const screens: AreaScreens = {
  [paths.organ.main]: OrganMainScreen,
  [paths.organ.office]: OrganOfficeScreen,
  [paths.organ.agents]: OrganAgentsScreen,
  [paths.organ.floor]: OrganFloorScreen,
  [paths.organ.account]: OrganAccountScreen,
  [paths.organ.message]: OrganMessageScreen,
};
export default screens;
