// The item area: public queries (queries/) and logged-in business handling and
// services (services/), each folder one team's.
import type { AreaScreens } from '../../config/paths';
import { queryScreens } from './queries/screens';
import { serviceScreens } from './services/screens';

const screens: AreaScreens = { ...queryScreens, ...serviceScreens };
export default screens;
