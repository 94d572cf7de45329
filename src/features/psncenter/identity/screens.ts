import { lazyScreen } from '../../../components/lazy-chunk';
import { paths } from '../../../config/paths';
import type { AreaScreens } from '../../../config/paths';

// Each screen is loaded on its first visit.
const AuthScreen = lazyScreen(() => import('./auth/AuthScreen'), 'AuthScreen');
const ChannelScreen = lazyScreen(() => import('./channel/ChannelScreen'), 'ChannelScreen');
const LegalOpenScreen = lazyScreen(() => import('./legal/LegalOpenScreen'), 'LegalOpenScreen');
const LegalScreen = lazyScreen(() => import('./legal/LegalScreen'), 'LegalScreen');
const LicenceScreen = lazyScreen(() => import('./licence/LicenceScreen'), 'LicenceScreen');

/** The screens this folder provides, by route path. */
export const identityScreens: AreaScreens = {
  [paths.center.channel]: ChannelScreen,
  [paths.center.auth]: AuthScreen,
  [paths.center.licence]: LicenceScreen,
  [paths.center.legal]: LegalScreen,
  [paths.center.legalopen]: LegalOpenScreen,
};
