// The login area: login pages of every user kind and platform, registration,
// password recovery, appeal, agreements and function authorisation (the
// `login` routes of src/app/routes/table.ts).
import type { AreaScreens } from '../../config/paths';
import { paths } from '../../config/paths';
import './login.css';
import { agreementScreens } from './screens/agreements/AgreementPage';
import { LoginPage } from './screens/login/LoginPage';
import { ForgetPasswordPage } from './screens/logon/ForgetPasswordPage';
import { FunctionAuthPage } from './screens/logon/FunctionAuthPage';
import { LogonPage } from './screens/logon/LogonPage';
import { RegisterPage, RegisterSuccessPage } from './screens/logon/RegisterPage';
import { SuggestPage } from './screens/logon/SuggestPage';
import { UnitForgetPage } from './screens/logon/UnitForgetPage';
import { HrmRegisterPage, UnitRegisterPage } from './screens/logon/UnitRegisterPages';
import { EcardLoginPage } from './screens/platform/EcardLoginPage';
import { HistoryUserPage } from './screens/upgrade/HistoryUserPage';
import { HrmAgentPage } from './screens/upgrade/HrmAgentPage';
import { HrmUserPage } from './screens/upgrade/HrmUserPage';
import { AliLoginPage, BuLoginPage, BuUnitLoginPage, StuLoginPage, StuUnitLoginPage, ThirdLoginPage } from './screens/platform/platformPages';

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
  [paths.agreements.yhxy]: agreementScreens.yhxy,
  [paths.agreements.personyhxy]: agreementScreens.personyhxy,
  [paths.agreements.unityhxy]: agreementScreens.unityhxy,
  [paths.agreements.unityhxyHRM]: agreementScreens.unityhxyHRM,
  [paths.agreements.unityhxyYPT]: agreementScreens.unityhxyYPT,
  [paths.agreements.yszc]: agreementScreens.yszc,
};

export default screens;
