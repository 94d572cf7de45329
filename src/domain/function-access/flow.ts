// Entering a function (spec §6): the server decides who may use what, so
// before any jump the portal asks it — user type (checkUserType), then the
// user's authorisation (checkFunctionAuth, or checkFunctionAuthByAuthCode for
// functions opened by auth code), with a second factor when the answer asks
// for one. Offline functions never open. External systems get the user's
// identity through a one-time ticket (verifyPersonAndJump / verifyUnitAndJump).
//
// The flow talks to the user only through `AccessUi`, so it runs the same in
// a dialog-driven page and in tests.
import type { AppApi } from '../../api';
import type { components } from '../../api/generated/channel';
import { answerOf, messageToShow } from '../../components/apiAnswer';
import type { PortalFunction } from '../../components/catalogue';
import { businessHref, loginHref } from '../../config/paths';
import type { UserKind } from '../../stores/session';
import { functionTarget } from './target';

export type { PortalFunction };
type FunctionAuthCheck = components['schemas']['CheckFunctionAuthResponse']['map'];
type SecondAuthResult = components['schemas']['SecondAuthResponse']['map'];

export interface AccessContext {
  loggedIn: boolean;
  userKind: UserKind | undefined;
  /** Function codes that are offline for this user (session closeFuncList). */
  closeFuncList: readonly string[];
  /** The portal's origin, to tell its own links from other sites. */
  origin: string;
}

export interface AccessUi {
  /** Tells the user why the function does not open. */
  notice: (text: string) => void;
  /** Asks before leaving for login, registration or another account. */
  confirm: (request: { title: string; content: string; okText: string }) => Promise<boolean>;
  chooseSubFunction: (parent: PortalFunction, options: PortalFunction[]) => Promise<PortalFunction | undefined>;
  /** Runs the second-factor dialog; resolves with the passed result, or undefined when abandoned. */
  secondAuth: (func: PortalFunction, check: FunctionAuthCheck) => Promise<SecondAuthResult | undefined>;
}

export interface AccessDeps {
  api: Pick<AppApi, 'channel'>;
  ui: AccessUi;
  /** Ends the session (server call and local state) before switching account. */
  logout: () => Promise<void>;
}

export type AccessOutcome =
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; url: string }
  /** The user was told why, or chose not to go on. */
  | { kind: 'stopped' };

const STOPPED: AccessOutcome = { kind: 'stopped' };
const OFFLINE_TIP = '该服务暂停办理，请稍后再试';
const BLOCKED_TIP = '该服务地址无效，已阻止打开，请联系 12333 反映';

export function isOffline(func: Pick<PortalFunction, 'isOnline' | 'funcCode'>, closeFuncList: readonly string[]): boolean {
  return !func.isOnline || closeFuncList.includes(func.funcCode);
}

/** A visitor must log in before this function opens (what the catalogue's lock says); a logged-in user need not. */
export function asksVisitorToLogIn(func: Pick<PortalFunction, 'needLogin'>, loggedIn: boolean): boolean {
  return func.needLogin && !loggedIn;
}

/** Back to this function after logging in: the jump page runs the checks again. */
function loginAgainFor(func: PortalFunction): AccessOutcome {
  return { kind: 'navigate', to: loginHref(businessHref(func.funcId)) };
}

async function toAddress(address: string, func: PortalFunction, context: AccessContext, deps: AccessDeps): Promise<AccessOutcome> {
  const target = functionTarget(address, context.origin);
  if (target.kind === 'blocked') {
    deps.ui.notice(BLOCKED_TIP);
    return STOPPED;
  }
  if (target.kind === 'internal') return { kind: 'navigate', to: target.path };
  if (!context.loggedIn || !func.needLogin || context.userKind === 'casual' || context.userKind === undefined) {
    return { kind: 'external', url: target.url };
  }
  const verify =
    context.userKind === 'person'
      ? deps.api.channel.POST('/function/verifyPersonAndJump', { body: { funcId: func.funcId } })
      : deps.api.channel.POST('/function/verifyUnitAndJump', { body: { funcId: func.funcId } });
  const jump = await answerOf(verify);
  if (jump.verified) return { kind: 'external', url: jump.targetUrl };
  return explainAndGuide(jump.reason, jump.targetUrl, context, deps);
}

/** A refusal that names a page to go to (registration, real-name auth…): offer it. */
async function explainAndGuide(
  reason: string,
  guide: string | undefined,
  context: AccessContext,
  deps: AccessDeps,
): Promise<AccessOutcome> {
  const target = guide ? functionTarget(guide, context.origin) : undefined;
  if (target?.kind !== 'internal') {
    deps.ui.notice(reason);
    return STOPPED;
  }
  const go = await deps.ui.confirm({ title: '暂不能办理', content: reason, okText: '前往办理' });
  return go ? { kind: 'navigate', to: target.path } : STOPPED;
}

async function checkUserType(func: PortalFunction, context: AccessContext, deps: AccessDeps): Promise<AccessOutcome | undefined> {
  const check = await answerOf(deps.api.channel.POST('/functionAccess/checkUserType', { body: { funcId: func.funcId } }));
  switch (check.action) {
    case 'enter':
      return undefined;
    case 'login':
      return loginAgainFor(func);
    case 'switchAccount': {
      const go = await deps.ui.confirm({ title: '当前账号不能办理该事项', content: check.reason, okText: '切换账号' });
      if (!go) return STOPPED;
      await deps.logout();
      return loginAgainFor(func);
    }
    case 'register':
      return explainAndGuide(check.reason, check.targetUrl, context, deps);
  }
}

async function checkAuthorisation(func: PortalFunction, context: AccessContext, deps: AccessDeps): Promise<AccessOutcome> {
  if (func.authCode) {
    const byCode = await answerOf(deps.api.channel.POST('/function/checkFunctionAuthByAuthCode', { body: { authCode: func.authCode } }));
    if (byCode.needLogin) return loginAgainFor(func);
    if (!byCode.allowed) {
      deps.ui.notice(byCode.reason);
      return STOPPED;
    }
    return toAddress(byCode.targetUrl || func.url, func, context, deps);
  }

  const check = await answerOf(deps.api.channel.POST('/function/checkFunctionAuth', { body: { funcId: func.funcId } }));
  if (!check.passed) return explainAndGuide(check.reason, check.targetUrl, context, deps);
  if (check.needSecondAuth) {
    const second = await deps.ui.secondAuth(func, check);
    if (!second?.passed) return STOPPED;
    return toAddress(second.targetUrl || check.targetUrl || func.url, func, context, deps);
  }
  return toAddress(check.targetUrl || func.url, func, context, deps);
}

async function enter(func: PortalFunction, context: AccessContext, deps: AccessDeps): Promise<AccessOutcome> {
  if (isOffline(func, context.closeFuncList)) {
    deps.ui.notice(func.offlineTip || OFFLINE_TIP);
    return STOPPED;
  }
  if (func.hasSubFunction) {
    const { list } = await answerOf(deps.api.channel.POST('/function/getSubFunction', { body: { funcId: func.funcId } }));
    if (list.length > 0) {
      const chosen = await deps.ui.chooseSubFunction(func, list);
      return chosen ? enter(chosen, context, deps) : STOPPED;
    }
  }
  if (!func.needLogin) return toAddress(func.url, func, context, deps);
  // Who may use it is decided for a known user: a visitor logs in first and comes back.
  if (asksVisitorToLogIn(func, context.loggedIn)) return loginAgainFor(func);
  const refused = await checkUserType(func, context, deps);
  if (refused) return refused;
  return checkAuthorisation(func, context, deps);
}

/** Decides where a function leads for this user, asking the server and the user on the way. */
export async function runFunctionAccess(func: PortalFunction, context: AccessContext, deps: AccessDeps): Promise<AccessOutcome> {
  try {
    return await enter(func, context, deps);
  } catch (error) {
    // Business answers carry a message for the user; transport errors were already shown.
    const text = messageToShow(error);
    if (text) deps.ui.notice(text);
    return STOPPED;
  }
}
