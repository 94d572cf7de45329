// The session of spec §3 ("webuser"): who is logged in, with which token, and
// what they may use. Kept in sessionStorage so a reload keeps the user logged
// in, and a closed browser does not.
import { proxy } from 'valtio';
import { SESSION_STORAGE_KEY } from '../config/app.ts';
import type { CentreUser } from '../config/paths';
import { browserSessionStorage, persistFields, readStored } from './persist.ts';

/** User types of `userinfo.userType` / `ident` (spec §3: 1 is a person). */
export const USER_TYPES = { person: '1', unit: '2', organ: '3', casual: '4' } as const satisfies Record<CentreUser, string>;
export type UserKind = keyof typeof USER_TYPES;

/** The fields of the user-info answer the portal keeps (auth/queryUserInfo, map.userInfo). */
export interface SessionUser {
  userId: string;
  name: string;
  companyName?: string;
  userType: string;
  needImprovePwd: string;
  idCardMasked?: string;
  cellphoneMasked?: string;
  authLevel?: number;
  socialCreditCode?: string;
  unitLoginType?: string;
  source?: string;
  avatar?: string;
  closeFuncList?: string[];
  jbqxList?: string[];
}

export interface SessionUnit {
  companyName: string;
  socialCreditCode?: string;
}

export interface WebUser {
  /** App waiting for SSO authorisation, with its return URL (spec §4 "Authorisation"). */
  appId: string;
  url: string;
  token: string;
  name: string;
  avatar: string;
  userinfo: SessionUser | null;
  unitinfo: SessionUnit | null;
  /** The user type of the logged-in user ('' when logged out). */
  ident: string;
  unitLoginType: string;
  channelType: string;
  source: string;
  /** Codes of functions that are offline for this user. */
  closeFuncList: string[];
  /** User-level permission codes. */
  jbqxList: string[];
}

const EMPTY_SESSION: WebUser = {
  appId: '',
  url: '',
  token: '',
  name: '',
  avatar: '',
  userinfo: null,
  unitinfo: null,
  ident: '',
  unitLoginType: '',
  channelType: '',
  source: '',
  closeFuncList: [],
  jbqxList: [],
};

export const session = proxy<WebUser>(readStored(browserSessionStorage(), SESSION_STORAGE_KEY, EMPTY_SESSION));
persistFields(session, browserSessionStorage(), SESSION_STORAGE_KEY, Object.keys(EMPTY_SESSION) as Array<keyof WebUser>);

export function isLoggedIn(state: Pick<WebUser, 'token'> = session): boolean {
  return state.token !== '';
}

export function userKindOf(ident: string): UserKind | undefined {
  return (Object.keys(USER_TYPES) as UserKind[]).find((kind) => USER_TYPES[kind] === ident);
}

/** After a successful login: the Access-Token of the answer's map. */
export function startSession(token: string): void {
  session.token = token;
}

/** After auth/queryUserInfo: who is logged in. */
export function applyUserInfo(user: SessionUser): void {
  session.userinfo = { ...user };
  session.name = user.name;
  session.ident = user.userType;
  session.avatar = user.avatar ?? '';
  session.unitLoginType = user.unitLoginType ?? '';
  session.source = user.source ?? session.source;
  session.closeFuncList = [...(user.closeFuncList ?? [])];
  session.jbqxList = [...(user.jbqxList ?? [])];
  session.unitinfo =
    user.userType === USER_TYPES.unit || user.userType === USER_TYPES.organ
      ? { companyName: user.companyName ?? '', socialCreditCode: user.socialCreditCode }
      : null;
}

/** Logout (spec §4): forget the user even when the server call failed. */
export function endSession(): void {
  session.token = '';
  session.userinfo = null;
  session.unitinfo = null;
  session.name = '';
  session.avatar = '';
  session.ident = '';
  session.unitLoginType = '';
  session.jbqxList = [];
  session.closeFuncList = [];
}

/** An SSO application asked for authorisation; kept until it is granted or dropped. */
export function setPendingAuthorization(appId: string, url: string): void {
  session.appId = appId;
  session.url = url;
}

export function clearPendingAuthorization(): void {
  session.appId = '';
  session.url = '';
}

/** Where the user came from (channel type header, HRM source rules of spec §4). */
export function setChannel(channelType: string, source: string): void {
  session.channelType = channelType;
  session.source = source;
}
