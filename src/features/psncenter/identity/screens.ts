import type { AreaScreens } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { AuthScreen } from './auth/AuthScreen';
import { ChannelScreen } from './channel/ChannelScreen';
import { LegalOpenScreen } from './legal/LegalOpenScreen';
import { LegalScreen } from './legal/LegalScreen';
import { LicenceScreen } from './licence/LicenceScreen';

/** The screens this folder provides, by route path. */
export const identityScreens: AreaScreens = {
  [paths.center.channel]: ChannelScreen,
  [paths.center.auth]: AuthScreen,
  [paths.center.licence]: LicenceScreen,
  [paths.center.legal]: LegalScreen,
  [paths.center.legalopen]: LegalOpenScreen,
};
