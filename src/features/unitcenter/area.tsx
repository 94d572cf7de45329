// The unit centre: the unit's overview, its information, agents and
// institutions, its workbench, cases, documents and messages.
import { lazyScreen } from '../../components/lazy-chunk';
import { paths } from '../../config/paths';
import type { AreaScreens } from '../../config/paths';
import './unitcenter.css';

// Each screen is loaded on its first visit.
const AccountScreen = lazyScreen(() => import('./account/AccountScreen'), 'AccountScreen');
const ChangeCodeScreen = lazyScreen(() => import('./account/ChangeCodeScreen'), 'ChangeCodeScreen');
const WorkScopeScreen = lazyScreen(() => import('./account/WorkScopeScreen'), 'WorkScopeScreen');
const UnitExpressScreen = lazyScreen(() => import('./affairs/AffairScreens'), 'UnitExpressScreen');
const UnitMessageScreen = lazyScreen(() => import('./affairs/AffairScreens'), 'UnitMessageScreen');
const UnitOfficeScreen = lazyScreen(() => import('./affairs/AffairScreens'), 'UnitOfficeScreen');
const AgentsScreen = lazyScreen(() => import('./agents/AgentsScreen'), 'AgentsScreen');
const OnlineDelScreen = lazyScreen(() => import('./documents/OnlineDelScreen'), 'OnlineDelScreen');
const FloorScreen = lazyScreen(() => import('./floor/FloorScreen'), 'FloorScreen');
const AddressScreen = lazyScreen(() => import('./info/AddressScreen'), 'AddressScreen');
const UnitInfoScreen = lazyScreen(() => import('./info/UnitInfoScreen'), 'UnitInfoScreen');
const InstitutionScreen = lazyScreen(() => import('./institution/InstitutionScreens'), 'InstitutionScreen');
const OrganAgentsScreen = lazyScreen(() => import('./institution/InstitutionScreens'), 'OrganAgentsScreen');
const UnitMainScreen = lazyScreen(() => import('./main/UnitMainScreen'), 'UnitMainScreen');

const screens: AreaScreens = {
  [paths.unitcenter.unitmain]: UnitMainScreen,
  [paths.unitcenter.workscope]: WorkScopeScreen,
  [paths.unitcenter.account]: AccountScreen,
  [paths.unitcenter.changecode]: ChangeCodeScreen,
  [paths.unitcenter.unitinfo]: UnitInfoScreen,
  [paths.unitcenter.address]: AddressScreen,
  [paths.unitcenter.floor]: FloorScreen,
  [paths.unitcenter.agents]: AgentsScreen,
  [paths.unitcenter.organAgents]: OrganAgentsScreen,
  [paths.unitcenter.institution]: InstitutionScreen,
  [paths.unitcenter.message]: UnitMessageScreen,
  [paths.unitcenter.office]: UnitOfficeScreen,
  [paths.unitcenter.express]: UnitExpressScreen,
  [paths.unitcenter.onlineDel]: OnlineDelScreen,
};
export default screens;
