import type { AreaScreens } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { ExamScreen } from './exam/ExamScreen';
import { ExpressScreen } from './express/ExpressScreen';
import { MaterialScreen } from './material/MaterialScreen';
import { OfficeScreen } from './office/OfficeScreen';
import { PersonRightsBillScreen, UnitRightsBillScreen } from './rights-bill/RightsBillScreen';

/** The screens this folder provides, by route path. */
export const affairScreens: AreaScreens = {
  [paths.center.office]: OfficeScreen,
  [paths.center.material]: MaterialScreen,
  [paths.center.express]: ExpressScreen,
  [paths.center.test]: ExamScreen,
  [paths.center.personRightsBill]: PersonRightsBillScreen,
  [paths.center.unitRightsBill]: UnitRightsBillScreen,
};
