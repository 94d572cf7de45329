// /login: one card with a tab per kind of user (person, unit, institution,
// casual), each with its login methods. The page also finishes the logins
// that arrive here: open-platform login (appId + authorizeToken), the
// e-business-licence and WeChat returns, and an SSO application's pending authorisation
// (appId + url), which a user who is already logged in gets at once.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { api, isSuccess } from '../../../../api';
import { failureText } from '../../../../api/envelope';
import { lazyComponent } from '../../../../components/lazy-chunk';
import { PageLoading } from '../../../../components/PageLoading';
import { TabPanel, TabStrip, useTabIds } from '../../../../components/TabStrip';
import { usePreloadWhenIdle } from '../../../../components/usePreloadWhenIdle';
import { MAIN_URL } from '../../../../config/app';
import { CENTRE_HOME, redirectTarget } from '../../../../config/paths';
import { isLoggedIn, session, setPendingAuthorization, userKindOf } from '../../../../stores/session';
import { LoginNoticeAlert } from '../../components/LoginNoticeAlert';
import { SessionExpiredNotice } from '../../components/SessionExpiredNotice';
import { businessNotice, codeReactions, useLoginFlow } from '../../components/useLoginFlow';
import { AGENT_NOT_AUTHORISED, type CodeAction, type LoginKind } from '../../logic/business-codes';
import { LOGIN_FAILURE_PREFIX } from '../../logic/login-outcome';
import { EBUSINESS_RETURN_PARAM, firstParam, WECHAT_RETURN_PARAM } from '../../logic/third-party';
import { CasualPanel } from './CasualPanel';
import { LoginShowcase } from './LoginShowcase';
import { PersonPanel, type PersonMethod } from './PersonPanel';
import type { UnitLoginScene, UnitMethod } from './UnitPanel';
import '../../login.css';

// Most visitors log in as persons: the unit tab (CA certificate upload, its
// QR code) and the institution tab arrive when they are opened. (The casual
// tab is the first tab of /tempuser, a page prerendered with it.)
const UnitPanel = lazyComponent('UnitPanel', () => import('./UnitPanel').then((module) => module.UnitPanel));
const OrganPanel = lazyComponent('OrganPanel', () => import('./OrganPanel').then((module) => module.OrganPanel));

export type LoginTab = LoginKind;
const TABS: readonly LoginTab[] = ['person', 'unit', 'organ', 'casual'];
const TAB_LABELS: Record<LoginTab, string> = { person: '个人用户', unit: '单位用户', organ: '机构用户', casual: '临时用户' };

/** The query parameter that opens a given tab, e.g. /login?type=unit. */
export const TAB_PARAM = 'type';

export function LoginPage({ initialTab }: { initialTab?: LoginTab }) {
  const [search] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const [tab, setTab] = useState<LoginTab>(initialTab ?? TABS.find((candidate) => candidate === requested) ?? 'person');
  // A business code gets the reaction of the tab it was answered on.
  const flow = useLoginFlow(tab);
  usePreloadWhenIdle(codeReactions);
  const [personMethod, setPersonMethod] = useState<PersonMethod>('password');
  const [unitMethod, setUnitMethod] = useState<UnitMethod>('password');
  // verifyAgain while the unit tab shows the method a business code asked for.
  const [unitScene, setUnitScene] = useState<UnitLoginScene>('login');
  const [qrVersion, setQrVersion] = useState(0);
  // Only a user who was logged in before this visit is sent on; a login made here navigates itself.
  const [alreadyLoggedIn] = useState(() => isLoggedIn());
  const arrival = useArrival(flow);
  const tabIds = useTabIds();

  const chooseUnitMethod = (method: UnitMethod) => {
    setUnitMethod(method);
    setUnitScene('login');
  };

  // Every action names its tab: the one the answer came to, or the unit tab for a user who acts for units.
  const onAction = (action: CodeAction) => {
    flow.clearNotice();
    if (action.kind === 'switchTab') {
      setTab(action.tab);
      return;
    }
    if (action.kind === 'refreshQr') {
      setTab(action.tab);
      if (action.tab === 'unit') setUnitMethod('qr');
      else if (personMethod !== 'ecard') setPersonMethod('qr');
      setQrVersion((value) => value + 1);
      return;
    }
    if (action.kind !== 'switchMethod') return;
    setTab(action.tab);
    if (action.tab === 'unit') {
      setUnitMethod(action.method);
      setUnitScene('verifyAgain');
    } else {
      setPersonMethod(action.method);
    }
  };

  if (alreadyLoggedIn && arrival === 'none') {
    const kind = userKindOf(session.ident);
    return <Navigate to={redirectTarget(search) ?? (kind ? CENTRE_HOME[kind] : MAIN_URL)} replace />;
  }

  const panels: Record<LoginTab, ReactNode> = {
    person: <PersonPanel flow={flow} method={personMethod} onMethod={setPersonMethod} qrVersion={qrVersion} />,
    unit: (
      <Suspense fallback={<PageLoading minHeight={240} />}>
        <UnitPanel flow={flow} method={unitMethod} onMethod={chooseUnitMethod} qrVersion={qrVersion} scene={unitScene} />
      </Suspense>
    ),
    organ: (
      <Suspense fallback={<PageLoading minHeight={240} />}>
        <OrganPanel flow={flow} />
      </Suspense>
    ),
    casual: <CasualPanel flow={flow} />,
  };

  return (
    <div className="login-page portal-container">
      <LoginShowcase />
      {/* A plain card (no antd Card, Typography): the login page is the portal's first page. */}
      <section className="login-card" aria-labelledby="login-card-title">
        <h2 className="login-card__title" id="login-card-title">
          用户登录
        </h2>
        <SessionExpiredNotice />
        {arrival === 'working' && (
          <p className="login-form__hint" role="status">
            正在为您登录，请稍候…
          </p>
        )}
        <TabStrip
          label="登录用户类型"
          idPrefix={tabIds}
          className="login-card__tabs"
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            flow.clearNotice();
          }}
          items={TABS.map((key) => ({ key, label: TAB_LABELS[key] }))}
        />
        <TabPanel idPrefix={tabIds} tabKey={tab}>
          {panels[tab]}
        </TabPanel>
        <LoginNoticeAlert notice={flow.notice} onAction={onAction} />
      </section>
      {flow.dialogs}
    </div>
  );
}

type Arrival = 'none' | 'working' | 'done';

/** Handles what the query string brings (once per page visit). */
function useArrival(flow: ReturnType<typeof useLoginFlow>): Arrival {
  const [search] = useSearchParams();
  const [arrival, setArrival] = useState<Arrival>(() =>
    search.get('authorizeToken') || search.get(EBUSINESS_RETURN_PARAM) || search.get(WECHAT_RETURN_PARAM) || search.get('appId')
      ? 'working'
      : 'none',
  );
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const appId = search.get('appId') ?? '';
    const authorizeToken = search.get('authorizeToken') ?? '';
    const ssoUrl = firstParam(search, 'url', 'callbackUrl');
    const run = async () => {
      if (appId && authorizeToken) {
        await flow.submit(() => api.basic.POST('/auth/open/login', { body: { appId, authorizeToken } }));
      } else if (search.get(EBUSINESS_RETURN_PARAM)) {
        await finishEbusiness(flow, search);
      } else if (search.get(WECHAT_RETURN_PARAM)) {
        await finishWechat(flow, search);
      } else if (appId && ssoUrl) {
        setPendingAuthorization(appId, ssoUrl);
        if (isLoggedIn() && session.userinfo) await flow.proceed(session.userinfo);
      }
      setArrival('done');
    };
    if (arrival === 'working') void run();
  }, [arrival, flow, search]);

  return arrival;
}

async function finishEbusiness(flow: ReturnType<typeof useLoginFlow>, search: URLSearchParams) {
  const ticket = search.get('ticket') ?? '';
  const state = search.get('state') ?? '';
  if (!ticket || !state) return;
  const { data } = await api.unit.POST('/unitExtend/verifyMutipleAgentsForEbusiness', { body: { ticket, state } });
  if (!data) return;
  const loginTicket = isSuccess(data) && data.map.authorised ? data.map.loginTicket : undefined;
  if (!isSuccess(data)) {
    flow.notify({ kind: 'failure', text: failureText(LOGIN_FAILURE_PREFIX, data.msg) });
    return;
  }
  if (!loginTicket) {
    flow.notify(
      await businessNotice(
        AGENT_NOT_AUTHORISED,
        `${data.map.holderName}尚未获得「${data.map.unitName}」的经办授权，请联系单位管理员`,
        'unit',
      ),
    );
    return;
  }
  await flow.submit(() => api.basic.POST('/auth/unit/ebusinessLogin', { body: { ticket: loginTicket } }));
}

/** WeChat sends the user back with `code` and `state`; an unbound WeChat gets the server's words as a login failure. */
async function finishWechat(flow: ReturnType<typeof useLoginFlow>, search: URLSearchParams) {
  const authCode = firstParam(search, 'code', 'authCode');
  const state = firstParam(search, 'state');
  if (!authCode || !state) {
    flow.notify({ kind: 'failure', text: `${LOGIN_FAILURE_PREFIX}：未取得微信授权，请重新扫码` });
    return;
  }
  await flow.submit(() => api.person.POST('/extend/wechatLogin', { body: { authCode, state } }));
}

/** /tempuser: the login page open at the casual user's tab. */
export function TempUserPage() {
  return <LoginPage initialTab="casual" />;
}
