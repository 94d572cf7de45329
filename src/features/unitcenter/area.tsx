// The unit centre: the unit's overview, its information, agents and
// institutions, its workbench, cases, documents and messages.
import type { AreaScreens } from '../../config/paths';
import { paths } from '../../config/paths';
import { AccountScreen } from './account/AccountScreen';
import { ChangeCodeScreen } from './account/ChangeCodeScreen';
import { WorkScopeScreen } from './account/WorkScopeScreen';
import { UnitExpressScreen, UnitMessageScreen, UnitOfficeScreen } from './affairs/AffairScreens';
import { AgentsScreen } from './agents/AgentsScreen';
import { OnlineDelScreen } from './documents/OnlineDelScreen';
import { FloorScreen } from './floor/FloorScreen';
import { AddressScreen } from './info/AddressScreen';
import { UnitInfoScreen } from './info/UnitInfoScreen';
import { InstitutionScreen, OrganAgentsScreen } from './institution/InstitutionScreens';
import { UnitMainScreen } from './main/UnitMainScreen';
import './unitcenter.css';

const { unitcenter } = paths;

const screens: AreaScreens = {
  [unitcenter.unitmain]: UnitMainScreen,
  [unitcenter.workscope]: WorkScopeScreen,
  [unitcenter.account]: AccountScreen,
  [unitcenter.changecode]: ChangeCodeScreen,
  [unitcenter.unitinfo]: UnitInfoScreen,
  [unitcenter.address]: AddressScreen,
  [unitcenter.floor]: FloorScreen,
  [unitcenter.agents]: AgentsScreen,
  [unitcenter.organAgents]: OrganAgentsScreen,
  [unitcenter.institution]: InstitutionScreen,
  [unitcenter.message]: UnitMessageScreen,
  [unitcenter.office]: UnitOfficeScreen,
  [unitcenter.express]: UnitExpressScreen,
  [unitcenter.onlineDel]: OnlineDelScreen,
};
export default screens;
