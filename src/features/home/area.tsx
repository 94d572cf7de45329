// The home area: the main page, the entry page and the jump pages.
import type { AreaScreens } from '../../config/paths';
import { paths } from '../../config/paths';
import { EntryPage } from './EntryPage';
import { HomePage } from './HomePage';
import { BusinessJumpPage } from './jump/BusinessJumpPage';
import { GoHomePage } from './jump/GoHomePage';

function SelfServiceJumpPage() {
  return <BusinessJumpPage selfService />;
}

const screens: AreaScreens = {
  [paths.home.index]: HomePage,
  [paths.home.sqIndex]: EntryPage,
  [paths.home.gohome]: GoHomePage,
  [paths.home.tobusiness]: BusinessJumpPage,
  [paths.home.toSelfBusiness]: SelfServiceJumpPage,
};

export default screens;
