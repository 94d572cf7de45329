// The person centre area: account and security screens (account/), the
// screens of the user's cases and services (affairs/), and identity: login
// channels, real-name level, licences and legal-person opening (identity/).
import type { AreaScreens } from '../../config/paths';
import { accountScreens } from './account/screens';
import { affairScreens } from './affairs/screens';
import { identityScreens } from './identity/screens';

const screens: AreaScreens = { ...accountScreens, ...affairScreens, ...identityScreens };
export default screens;
