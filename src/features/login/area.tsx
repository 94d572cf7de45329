// The login area: login pages of every user kind and platform, registration,
// account upgrades, password recovery, appeal, agreements and function
// authorisation (the `login` routes of src/app/routes/table.ts).
import type { AreaScreens } from '../../config/paths';
import { paths } from '../../config/paths';
import './login.css';
import { LoginPage } from './screens/login/LoginPage';
import { EcardLoginPage } from './screens/platform/EcardLoginPage';
import { AliLoginPage, BuLoginPage, BuUnitLoginPage, StuLoginPage, StuUnitLoginPage, ThirdLoginPage } from './screens/platform/platformPages';

function TempUserPage() {
  return <LoginPage initialTab="casual" />;
}

const screens: AreaScreens = {
  [paths.login.login]: LoginPage,
  [paths.login.tempuser]: TempUserPage,
  [paths.login.thirdLogin]: ThirdLoginPage,
  [paths.login.aliLogin]: AliLoginPage,
  [paths.login.ecardLogin]: EcardLoginPage,
  [paths.login.buLogin]: BuLoginPage,
  [paths.login.buUnitLogin]: BuUnitLoginPage,
  [paths.login.stuLogin]: StuLoginPage,
  [paths.login.stuUnitLogin]: StuUnitLoginPage,
};

export default screens;
