// The person centre area: account and identity screens (account/) and the
// screens of the user's cases and services (affairs/), each folder one team's.
import type { AreaScreens } from '../../config/paths';
import { accountScreens } from './account/screens';
import { affairScreens } from './affairs/screens';

const screens: AreaScreens = { ...accountScreens, ...affairScreens };
export default screens;
