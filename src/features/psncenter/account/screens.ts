import { lazyScreen } from '../../../components/lazy-chunk';
import { paths } from '../../../config/paths';
import type { AreaScreens } from '../../../config/paths';

// Each screen is loaded on its first visit.
const AddressScreen = lazyScreen(() => import('./address/AddressScreen'), 'AddressScreen');
const CancellationScreen = lazyScreen(() => import('./cancellation/CancellationScreen'), 'CancellationScreen');
const FamilyScreen = lazyScreen(() => import('./family/FamilyScreen'), 'FamilyScreen');
const MessageScreen = lazyScreen(() => import('./message/MessageScreen'), 'MessageScreen');
const OverviewScreen = lazyScreen(() => import('./overview/OverviewScreen'), 'OverviewScreen');
const AccountScreen = lazyScreen(() => import('./security/AccountScreen'), 'AccountScreen');

/** The screens this folder provides, by route path. */
export const accountScreens: AreaScreens = {
  [paths.center.main]: OverviewScreen,
  [paths.center.account]: AccountScreen,
  [paths.center.family]: FamilyScreen,
  [paths.center.cancellation]: CancellationScreen,
  [paths.center.address]: AddressScreen,
  [paths.center.message]: MessageScreen,
};
