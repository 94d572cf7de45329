// The basic-information area: the person's profile, basic information and
// shared information, the phone check, and the yearly verification of the
// basic information for persons and units.
import { lazyScreen } from '../../components/lazy-chunk';
import { paths, type AreaScreens } from '../../config/paths';

// Each screen is loaded on its first visit.
const UserInfoScreen = lazyScreen(() => import('./person/UserInfoScreen'), 'UserInfoScreen');
const PersonInfoScreen = lazyScreen(() => import('./person/PersonInfoScreen'), 'PersonInfoScreen');
const CheckPhoneScreen = lazyScreen(() => import('./person/CheckPhoneScreen'), 'CheckPhoneScreen');
const PersonArgeeScreen = lazyScreen(() => import('./verify/ArgeeScreen'), 'PersonArgeeScreen');
const ConfirmFaceScreen = lazyScreen(() => import('./verify/ConfirmFaceScreen'), 'ConfirmFaceScreen');
const PersonConfirmScreen = lazyScreen(() => import('./verify/PersonConfirmScreen'), 'PersonConfirmScreen');
const UnitBasicInfoScreen = lazyScreen(() => import('./unit/UnitBasicInfoScreen'), 'UnitBasicInfoScreen');
const UnitArgeeScreen = lazyScreen(() => import('./verify/ArgeeScreen'), 'UnitArgeeScreen');
const UnitCheckPhoneScreen = lazyScreen(() => import('./unit/UnitCheckPhoneScreen'), 'UnitCheckPhoneScreen');
const UnitConfirmScreen = lazyScreen(() => import('./unit/UnitConfirmScreen'), 'UnitConfirmScreen');

const screens: AreaScreens = {
  [paths.center.userinfo]: UserInfoScreen,
  [paths.center.personInfo]: PersonInfoScreen,
  [paths.center.checkPhone]: CheckPhoneScreen,
  [paths.center.argee]: PersonArgeeScreen,
  [paths.center.confirmface]: ConfirmFaceScreen,
  [paths.center.confirm]: PersonConfirmScreen,
  [paths.unitcenter.basicinfo]: UnitBasicInfoScreen,
  [paths.unitcenter.argee]: UnitArgeeScreen,
  [paths.unitcenter.checkPhone]: UnitCheckPhoneScreen,
  [paths.unitcenter.confirm]: UnitConfirmScreen,
};
export default screens;
