// Result handling of spec §4 as plain functions the screens call.
export { interpretLogin, LOGIN_FAILURE_PREFIX, type LoginMap, type LoginOutcome } from './login';
export {
  interpretAuthorization,
  AUTHORIZATION_FAILURE_PREFIX,
  CONSENT_REQUIRED_CODE,
  CARD_DATE_REQUIRED_CODE,
  type AuthorizationMap,
  type AuthorizationOutcome,
} from './authorization';
export { decideAfterUserInfo, USER_TYPE, HRM_SOURCE, type AfterUserInfoInput, type AfterUserInfoStep } from './after-user-info';
export { logoutCall } from './logout';
export { SUCCESS_CODE, failureText, isBusinessCode, type Envelope } from './envelope';
