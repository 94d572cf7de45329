import type { AreaScreens } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { AddressScreen } from './address/AddressScreen';
import { CancellationScreen } from './cancellation/CancellationScreen';
import { FamilyScreen } from './family/FamilyScreen';
import { MessageScreen } from './message/MessageScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { AccountScreen } from './security/AccountScreen';

/** The screens this folder provides, by route path. */
export const accountScreens: AreaScreens = {
  [paths.center.main]: OverviewScreen,
  [paths.center.account]: AccountScreen,
  [paths.center.family]: FamilyScreen,
  [paths.center.cancellation]: CancellationScreen,
  [paths.center.address]: AddressScreen,
  [paths.center.message]: MessageScreen,
};
