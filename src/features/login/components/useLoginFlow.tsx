// From a login answer to the user's destination (spec §4): store the token,
// fetch the user info, then the forced password change, the pending SSO
// authorisation (consent and card-date dialogs) or the return URL, else the
// user's own centre. Business codes and failures become a notice the form
// shows next to what the user typed, which stays as it was.
import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, serverMessageText, isSuccess, type Envelope } from '../../../api';
import { failureText } from '../../../api/envelope';
import { useFeedback } from '../../../components/feedback';
import { lazyComponent } from '../../../components/lazy-chunk';
import { followUrl, openVerdict } from '../../../components/navigation';
import { MAIN_URL } from '../../../config/app';
import { CENTRE_HOME, paths } from '../../../config/paths';
import {
  applyUserInfo,
  clearPendingAuthorization,
  endSession,
  session,
  startSession,
  userKindOf,
  type SessionUser,
} from '../../../stores/session';
import { decideAfterUserInfo, type AfterUserInfoStep } from '../logic/after-user-info';
import { AUTHORIZATION_FAILURE_PREFIX, interpretAuthorization } from '../logic/authorization';
import { PLAIN_REACTION_TITLE, type CodeReaction, type LoginKind } from '../logic/business-codes';
import { interpretLogin, LOGIN_FAILURE_PREFIX } from '../logic/login-outcome';
import { returnUrlsFrom } from '../logic/return-url';
import type { CardDates, ConsentContent } from './AfterLoginDialogs';

// The dialogs after a login (forced password change with its strength meter,
// SSO consent, card dates with a date picker) arrive only when one is needed.
const ForcePasswordDialog = lazyComponent('ForcePasswordDialog', () =>
  import('./AfterLoginDialogs').then((module) => module.ForcePasswordDialog),
);
const ConsentDialog = lazyComponent('ConsentDialog', () => import('./AfterLoginDialogs').then((module) => module.ConsentDialog));
const CardDateDialog = lazyComponent('CardDateDialog', () => import('./AfterLoginDialogs').then((module) => module.CardDateDialog));

export type LoginNotice =
  | { readonly kind: 'business'; readonly code: string; readonly msg: string; readonly reaction: CodeReaction }
  | { readonly kind: 'failure'; readonly text: string };

const loadReactions = () => import('../logic/code-reactions');

/** The reaction tables arrive with the first business code; if they cannot, the server's words are shown plainly. */
async function reactionFor(code: string, kind: LoginKind): Promise<CodeReaction> {
  try {
    return (await loadReactions()).reactionTo(code, kind);
  } catch {
    return { title: PLAIN_REACTION_TITLE, severity: 'warning', action: { kind: 'inform' } };
  }
}

/** Fetches the reaction tables when the browser is idle after the login page, so the first business code shows at once. */
export const codeReactions = { preload: loadReactions };

/** A business-code notice as a login answer on that tab would produce it. */
export async function businessNotice(code: string, msg: string, kind: LoginKind = 'person'): Promise<LoginNotice> {
  return { kind: 'business', code, msg, reaction: await reactionFor(code, kind) };
}

type LoginAnswer = Envelope<{ 'Access-Token'?: string; callbackUrl?: string }>;

export type LoginCall = () => Promise<{ data?: LoginAnswer; error?: unknown }>;

/** What a form learns from one submission. */
export type SubmitResult = 'loggedIn' | 'business' | 'failed' | 'unanswered';

/** Users who may change their password right here; unit and organ users use their centre's password page. */
const CENTRE_PASSWORD_PAGE = { unit: paths.unitcenter.changecode, organ: paths.organ.account } as const;

/**
 * `kind` is the tab the forms submit from (the login page passes its current
 * tab): a business code gets that tab's reaction.
 */
export function useLoginFlow(kind: LoginKind = 'person') {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { message } = useFeedback();
  const [notice, setNotice] = useState<LoginNotice>();
  const [busy, setBusy] = useState(false);
  const [forcePassword, setForcePassword] = useState(false);
  const [consent, setConsent] = useState<ConsentContent & { authorizeToken: string }>();
  const [cardDateHint, setCardDateHint] = useState<string>();
  const returnUrls = useRef<string[]>([]);

  const goHome = useCallback(() => {
    const kind = userKindOf(session.ident);
    navigate(kind ? CENTRE_HOME[kind] : MAIN_URL, { replace: true });
  }, [navigate]);

  const openStep = useCallback(
    ({ verdict, opening }: Extract<AfterUserInfoStep, { kind: 'open' }>) => {
      openVerdict(verdict, { navigate, opening, replace: true });
      // A page of another site opened in a new window: this one goes on to the user's home.
      if (opening === 'return' && verdict.kind === 'external') goHome();
    },
    [goHome, navigate],
  );

  const authorize = useCallback(
    async (extra: { authorizeToken?: string } & Partial<CardDates> = {}) => {
      const { data } = await api.person.POST('/sso/queryAuthCode', {
        body: { appId: session.appId, callbackUrl: session.url, source: session.source || undefined, ...extra },
      });
      if (!data) return goHome();
      const outcome = interpretAuthorization(data);
      switch (outcome.kind) {
        case 'success':
          clearPendingAuthorization();
          // Spec §4: the application's callback opens in the parent window,
          // when it passes the return-URL rules like any address from outside.
          if (followUrl(outcome.callbackUrl, { navigate, opening: 'parent' }).kind !== 'rejected') return;
          message.error(`${AUTHORIZATION_FAILURE_PREFIX}：应用的回调地址不在本站允许的范围内`);
          return goHome();
        case 'consent':
          setConsent(outcome);
          return;
        case 'cardDate':
          setCardDateHint(serverMessageText(outcome.msg, ''));
          return;
        case 'business':
          clearPendingAuthorization();
          message.warning(serverMessageText(outcome.msg, '暂时无法完成授权，请稍后再试'));
          return goHome();
        case 'failure':
          clearPendingAuthorization();
          message.error(outcome.message);
          return goHome();
      }
    },
    [goHome, message, navigate],
  );

  /** The steps after the user info, also for a user who is already logged in. */
  const proceed = useCallback(
    async (user: SessionUser) => {
      const step = decideAfterUserInfo({
        userInfo: user,
        pendingAppId: session.appId,
        pendingUrl: session.url,
        returnUrls: returnUrls.current,
        source: session.source || undefined,
      });
      if (step.kind === 'improvePassword') {
        const kind = userKindOf(user.userType);
        if (kind === 'unit' || kind === 'organ') {
          message.warning('您的密码须修改后才能继续使用，请先修改密码');
          navigate(CENTRE_PASSWORD_PAGE[kind], { replace: true });
        } else {
          setForcePassword(true);
        }
        return;
      }
      if (step.kind === 'authorize') return authorize();
      if (step.kind === 'open') return openStep(step);
      if (step.refused) message.info('登录前要打开的页面地址无效或不在本站，已为您打开个人首页');
      goHome();
    },
    [authorize, goHome, message, navigate, openStep],
  );

  const finish = useCallback(
    async (token: string, callbackUrl: string | undefined) => {
      startSession(token);
      const { data } = await api.basic.POST('/auth/queryUserInfo', { body: {} });
      if (!isSuccess(data)) {
        endSession();
        setNotice({
          kind: 'failure',
          text: failureText(LOGIN_FAILURE_PREFIX, serverMessageText(data?.msg, '未能取得用户信息，请重新登录')),
        });
        return false;
      }
      applyUserInfo(data.map.userInfo);
      returnUrls.current = returnUrlsFrom({ search, loginCallbackUrl: callbackUrl, pendingAppId: session.appId, pendingUrl: session.url });
      await proceed(data.map.userInfo);
      return true;
    },
    [proceed, search],
  );

  const submit = useCallback(
    async (call: LoginCall): Promise<SubmitResult> => {
      setBusy(true);
      setNotice(undefined);
      try {
        const { data } = await call();
        // The client already told the user what went wrong; the form keeps its input.
        if (!data) return 'unanswered';
        const outcome = interpretLogin(data);
        if (outcome.kind === 'business') {
          setNotice(await businessNotice(outcome.code, serverMessageText(outcome.msg, ''), kind));
          return 'business';
        }
        if (outcome.kind === 'failure') {
          setNotice({ kind: 'failure', text: outcome.message });
          return 'failed';
        }
        return (await finish(outcome.token, outcome.map.callbackUrl)) ? 'loggedIn' : 'failed';
      } finally {
        setBusy(false);
      }
    },
    [finish, kind],
  );

  const changePassword = async (newPassword: string): Promise<boolean> => {
    const { data } = await api.person.POST('/base/forceUpdatePassword', { body: { newPassword } });
    if (!data) return false;
    if (!isSuccess(data)) {
      message.warning(serverMessageText(data.msg, '密码修改失败，请重试'));
      return false;
    }
    message.success('密码已修改');
    setForcePassword(false);
    if (session.userinfo) {
      session.userinfo.needImprovePwd = 'false';
      await proceed({ ...session.userinfo, needImprovePwd: 'false' });
    }
    return true;
  };

  const refuse = () => {
    setConsent(undefined);
    setCardDateHint(undefined);
    clearPendingAuthorization();
    goHome();
  };

  // Once one has opened they stay mounted, so a dialog closes with its animation.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if (!dialogsMounted && (forcePassword || consent !== undefined || cardDateHint !== undefined)) setDialogsMounted(true);
  const dialogs: ReactNode = dialogsMounted && (
    <Suspense fallback={null}>
      <ForcePasswordDialog open={forcePassword} onSubmit={changePassword} />
      <ConsentDialog
        consent={consent}
        onRefuse={refuse}
        onAgree={async () => {
          const token = consent?.authorizeToken;
          setConsent(undefined);
          await authorize({ authorizeToken: token });
        }}
      />
      <CardDateDialog
        open={cardDateHint !== undefined}
        hint={cardDateHint ?? ''}
        onCancel={refuse}
        onSubmit={async (dates) => {
          setCardDateHint(undefined);
          await authorize(dates);
        }}
      />
    </Suspense>
  );

  return { submit, proceed, notice, notify: setNotice, clearNotice: () => setNotice(undefined), busy, dialogs };
}
