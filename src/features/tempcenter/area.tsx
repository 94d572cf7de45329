// The casual (temporary) user's centre: the functions open to them, their
// password, and the cases they have submitted.
import { lazyScreen } from '../../components/lazy-chunk';
import { paths, type AreaScreens } from '../../config/paths';

// Each screen is loaded on its first visit.
const TempMainScreen = lazyScreen(() => import('./TempMainScreen'), 'TempMainScreen');
const WorkScreen = lazyScreen(() => import('./WorkScreen'), 'WorkScreen');

const screens: AreaScreens = {
  [paths.tempcenter.tempmain]: TempMainScreen,
  [paths.tempcenter.work]: WorkScreen,
};
export default screens;
