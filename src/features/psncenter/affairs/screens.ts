import { lazyScreen } from '../../../components/lazy-chunk';
import { paths } from '../../../config/paths';
import type { AreaScreens } from '../../../config/paths';

// Each screen is loaded on its first visit.
const ExamScreen = lazyScreen(() => import('./exam/ExamScreen'), 'ExamScreen');
const ExpressScreen = lazyScreen(() => import('./express/ExpressScreen'), 'ExpressScreen');
const MaterialScreen = lazyScreen(() => import('./material/MaterialScreen'), 'MaterialScreen');
const OfficeScreen = lazyScreen(() => import('./office/OfficeScreen'), 'OfficeScreen');
const PersonRightsBillScreen = lazyScreen(() => import('./rights-bill/RightsBillScreen'), 'PersonRightsBillScreen');
const UnitRightsBillScreen = lazyScreen(() => import('./rights-bill/RightsBillScreen'), 'UnitRightsBillScreen');

/** The screens this folder provides, by route path. */
export const affairScreens: AreaScreens = {
  [paths.center.office]: OfficeScreen,
  [paths.center.material]: MaterialScreen,
  [paths.center.express]: ExpressScreen,
  [paths.center.test]: ExamScreen,
  [paths.center.personRightsBill]: PersonRightsBillScreen,
  [paths.center.unitRightsBill]: UnitRightsBillScreen,
};
