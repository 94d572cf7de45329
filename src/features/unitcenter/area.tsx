// The unit centre: the unit's overview, its information, agents and
// institutions, its workbench, cases, documents and messages.
import type { AreaScreens } from '../../config/paths';
import { paths } from '../../config/paths';
import { ChangeCodeScreen } from './account/ChangeCodeScreen';
import { WorkScopeScreen } from './account/WorkScopeScreen';
import { UnitExpressScreen, UnitMessageScreen, UnitOfficeScreen } from './affairs/AffairScreens';
import { AgentsScreen } from './agents/AgentsScreen';
import { OnlineDelScreen } from './documents/OnlineDelScreen';
import './unitcenter.css';

const { unitcenter } = paths;

const screens: AreaScreens = {
  [unitcenter.workscope]: WorkScopeScreen,
  [unitcenter.changecode]: ChangeCodeScreen,
  [unitcenter.agents]: AgentsScreen,
  [unitcenter.message]: UnitMessageScreen,
  [unitcenter.office]: UnitOfficeScreen,
  [unitcenter.express]: UnitExpressScreen,
  [unitcenter.onlineDel]: OnlineDelScreen,
};
export default screens;
