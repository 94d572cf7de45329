// From a login answer to the user's destination (spec §4): store the token,
// fetch the user info, then the forced password change, the pending SSO
// authorisation (consent and card-date dialogs) or the return URL, else the
// user's own centre. Business codes and failures become a notice the form
// shows next to what the user typed, which stays as it was.
import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, serverMessageText } from '../../../api';
import { decideAfterUserInfo, failureText, interpretAuthorization, interpretLogin, LOGIN_FAILURE_PREFIX, type AfterUserInfoStep } from '../../../api/flows';
import { CENTRE_HOME, paths } from '../../../config/paths';
import { MAIN_URL } from '../../../config/app';
import {
  applyUserInfo,
  clearPendingAuthorization,
  endSession,
  session,
  startSession,
  userKindOf,
  type SessionUser,
} from '../../../stores/session';
import { reactionTo, type CodeReaction } from '../logic/business-codes';
import { returnUrlFrom, routerPath } from '../logic/return-url';
import { lazyComponent } from '../../../components/lazy-chunk';
import type { CardDates, ConsentContent } from './AfterLoginDialogs';
import { useFeedback } from '../../../components/feedback';

// The dialogs after a login (forced password change with its strength meter,
// SSO consent, card dates with a date picker) arrive only when one is needed.
const ForcePasswordDialog = lazyComponent('ForcePasswordDialog', () => import('./AfterLoginDialogs').then((module) => module.ForcePasswordDialog));
const ConsentDialog = lazyComponent('ConsentDialog', () => import('./AfterLoginDialogs').then((module) => module.ConsentDialog));
const CardDateDialog = lazyComponent('CardDateDialog', () => import('./AfterLoginDialogs').then((module) => module.CardDateDialog));

export type LoginNotice =
  | { readonly kind: 'business'; readonly code: string; readonly msg: string; readonly reaction: CodeReaction }
  | { readonly kind: 'failure'; readonly text: string };

/** A business-code notice as a login answer would produce it. */
export function businessNotice(code: string, msg: string): LoginNotice {
  return { kind: 'business', code, msg, reaction: reactionTo(code) };
}

interface LoginAnswer {
  appcode: string;
  msg: string;
  map: { 'Access-Token'?: string; callbackUrl?: string };
}

export type LoginCall = () => Promise<{ data?: LoginAnswer; error?: unknown }>;

/** What a form learns from one submission. */
export type SubmitResult = 'loggedIn' | 'business' | 'failed' | 'unanswered';

/** Users who may change their password right here; unit and organ users use their centre's password page. */
const CENTRE_PASSWORD_PAGE = { unit: paths.unitcenter.changecode, organ: paths.organ.account } as const;

export function useLoginFlow() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { message } = useFeedback();
  const [notice, setNotice] = useState<LoginNotice>();
  const [busy, setBusy] = useState(false);
  const [forcePassword, setForcePassword] = useState(false);
  const [consent, setConsent] = useState<ConsentContent & { authorizeToken: string }>();
  const [cardDateHint, setCardDateHint] = useState<string>();
  const returnUrl = useRef<string | undefined>(undefined);

  const goHome = useCallback(() => {
    const kind = userKindOf(session.ident);
    navigate(kind ? CENTRE_HOME[kind] : MAIN_URL, { replace: true });
  }, [navigate]);

  const openStep = useCallback(
    (step: Extract<AfterUserInfoStep, { kind: 'open' }>) => {
      if (step.target === '_blank') {
        window.open(step.url, '_blank', 'noopener');
        goHome();
        return;
      }
      const inPortal = routerPath(step.url);
      if (inPortal) navigate(inPortal, { replace: true });
      else window.location.assign(step.url);
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
          // Spec §4: the application's callback opens in the parent window.
          window.parent.location.assign(outcome.callbackUrl);
          return;
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
    [goHome, message],
  );

  /** The steps after the user info, also for a user who is already logged in. */
  const proceed = useCallback(
    async (user: SessionUser) => {
      const step = decideAfterUserInfo({
        userInfo: user,
        pendingAppId: session.appId,
        pendingUrl: session.url,
        returnUrl: returnUrl.current,
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
      goHome();
    },
    [authorize, goHome, message, navigate, openStep],
  );

  const finish = useCallback(
    async (token: string, callbackUrl: string | undefined) => {
      startSession(token);
      const { data } = await api.basic.POST('/auth/queryUserInfo', { body: {} });
      if (data?.appcode !== '0') {
        endSession();
        setNotice({ kind: 'failure', text: failureText(LOGIN_FAILURE_PREFIX, serverMessageText(data?.msg, '未能取得用户信息，请重新登录')) });
        return false;
      }
      applyUserInfo(data.map.userInfo);
      returnUrl.current = returnUrlFrom({ search, loginCallbackUrl: callbackUrl, pendingAppId: session.appId, pendingUrl: session.url });
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
          setNotice(businessNotice(outcome.code, serverMessageText(outcome.msg, '')));
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
    [finish],
  );

  const changePassword = async (newPassword: string): Promise<boolean> => {
    const { data } = await api.person.POST('/base/forceUpdatePassword', { body: { newPassword } });
    if (!data) return false;
    if (data.appcode !== '0') {
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
