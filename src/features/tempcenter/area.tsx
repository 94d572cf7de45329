// The casual (temporary) user's centre: the functions open to them, their
// password, and the cases they have submitted.
import { paths, type AreaScreens } from '../../config/paths';
import { TempMainScreen } from './TempMainScreen';
import { WorkScreen } from './WorkScreen';

const screens: AreaScreens = {
  [paths.tempcenter.tempmain]: TempMainScreen,
  [paths.tempcenter.work]: WorkScreen,
};
export default screens;
