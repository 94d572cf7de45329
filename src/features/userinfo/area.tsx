// The basic-information area: the person's profile, basic information and
// shared information, the phone check, and the yearly verification of the
// basic information for persons and units.
import { paths, type AreaScreens } from '../../config/paths';
import { CheckPhoneScreen } from './person/CheckPhoneScreen';
import { PersonInfoScreen } from './person/PersonInfoScreen';
import { UserInfoScreen } from './person/UserInfoScreen';
import { UnitBasicInfoScreen } from './unit/UnitBasicInfoScreen';
import { UnitCheckPhoneScreen } from './unit/UnitCheckPhoneScreen';
import { UnitConfirmScreen } from './unit/UnitConfirmScreen';
import { ArgeeScreen } from './verify/ArgeeScreen';
import { ConfirmFaceScreen } from './verify/ConfirmFaceScreen';
import { PersonConfirmScreen } from './verify/PersonConfirmScreen';

const PersonAgreement = () => <ArgeeScreen subject="person" />;
const UnitAgreement = () => <ArgeeScreen subject="unit" />;

const screens: AreaScreens = {
  [paths.center.userinfo]: UserInfoScreen,
  [paths.center.personInfo]: PersonInfoScreen,
  [paths.center.checkPhone]: CheckPhoneScreen,
  [paths.center.argee]: PersonAgreement,
  [paths.center.confirmface]: ConfirmFaceScreen,
  [paths.center.confirm]: PersonConfirmScreen,
  [paths.unitcenter.basicinfo]: UnitBasicInfoScreen,
  [paths.unitcenter.argee]: UnitAgreement,
  [paths.unitcenter.checkPhone]: UnitCheckPhoneScreen,
  [paths.unitcenter.confirm]: UnitConfirmScreen,
};
export default screens;
