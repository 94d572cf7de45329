// The login area: login pages of every user kind and platform, registration,
// password recovery, appeal, agreements and function authorisation (the
// `login` routes of src/app/routes/table.ts).
import { lazyScreen } from '../../components/lazy-chunk';
import type { AreaScreens } from '../../config/paths';
import { paths } from '../../config/paths';
import './login.css';
import { LoginPage } from './screens/login/LoginPage';

// /login comes with the area (it is the landing page of every login link);
// every other page of the area is loaded on its first visit.
const LogonPage = lazyScreen(() => import('./screens/logon/LogonPage'), 'LogonPage');
const RegisterPage = lazyScreen(() => import('./screens/logon/RegisterPage'), 'RegisterPage');
const RegisterSuccessPage = lazyScreen(() => import('./screens/logon/RegisterPage'), 'RegisterSuccessPage');
const ForgetPasswordPage = lazyScreen(() => import('./screens/logon/ForgetPasswordPage'), 'ForgetPasswordPage');
const UnitForgetPage = lazyScreen(() => import('./screens/logon/UnitForgetPage'), 'UnitForgetPage');
const UnitRegisterPage = lazyScreen(() => import('./screens/logon/UnitRegisterPages'), 'UnitRegisterPage');
const HrmRegisterPage = lazyScreen(() => import('./screens/logon/UnitRegisterPages'), 'HrmRegisterPage');
const SuggestPage = lazyScreen(() => import('./screens/logon/SuggestPage'), 'SuggestPage');
const FunctionAuthPage = lazyScreen(() => import('./screens/logon/FunctionAuthPage'), 'FunctionAuthPage');
const EcardLoginPage = lazyScreen(() => import('./screens/platform/EcardLoginPage'), 'EcardLoginPage');
const ThirdLoginPage = lazyScreen(() => import('./screens/platform/platformPages'), 'ThirdLoginPage');
const AliLoginPage = lazyScreen(() => import('./screens/platform/platformPages'), 'AliLoginPage');
const BuLoginPage = lazyScreen(() => import('./screens/platform/platformPages'), 'BuLoginPage');
const BuUnitLoginPage = lazyScreen(() => import('./screens/platform/platformPages'), 'BuUnitLoginPage');
const StuLoginPage = lazyScreen(() => import('./screens/platform/platformPages'), 'StuLoginPage');
const StuUnitLoginPage = lazyScreen(() => import('./screens/platform/platformPages'), 'StuUnitLoginPage');
const HistoryUserPage = lazyScreen(() => import('./screens/upgrade/HistoryUserPage'), 'HistoryUserPage');
const HrmUserPage = lazyScreen(() => import('./screens/upgrade/HrmUserPage'), 'HrmUserPage');
const HrmAgentPage = lazyScreen(() => import('./screens/upgrade/HrmAgentPage'), 'HrmAgentPage');
const AgreementScreen = lazyScreen(() => import('./screens/agreements/AgreementPage'), 'AgreementScreen');

function TempUserPage() {
  return <LoginPage initialTab="casual" />;
}

const screens: AreaScreens = {
  [paths.login.login]: LoginPage,
  [paths.login.logon]: LogonPage,
  [paths.login.tempuser]: TempUserPage,
  [paths.login.thirdLogin]: ThirdLoginPage,
  [paths.login.aliLogin]: AliLoginPage,
  [paths.login.ecardLogin]: EcardLoginPage,
  [paths.login.buLogin]: BuLoginPage,
  [paths.login.buUnitLogin]: BuUnitLoginPage,
  [paths.login.stuLogin]: StuLoginPage,
  [paths.login.stuUnitLogin]: StuUnitLoginPage,
  [paths.login.functionAuth]: FunctionAuthPage,
  [paths.logon.register]: RegisterPage,
  [paths.logon.rsuccess]: RegisterSuccessPage,
  [paths.logon.forgetpsd]: ForgetPasswordPage,
  [paths.logon.unitforget]: UnitForgetPage,
  [paths.logon.dwregister]: UnitRegisterPage,
  [paths.logon.hrmregister]: HrmRegisterPage,
  [paths.logon.historyUser]: HistoryUserPage,
  [paths.logon.hrmUser]: HrmUserPage,
  [paths.logon.hrmAgent]: HrmAgentPage,
  [paths.logon.suggest]: SuggestPage,
  [paths.agreements.yhxy]: AgreementScreen,
  [paths.agreements.personyhxy]: AgreementScreen,
  [paths.agreements.unityhxy]: AgreementScreen,
  [paths.agreements.unityhxyHRM]: AgreementScreen,
  [paths.agreements.unityhxyYPT]: AgreementScreen,
  [paths.agreements.yszc]: AgreementScreen,
};

export default screens;
