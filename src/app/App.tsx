// The portal: antd in Chinese with the portal theme (or the elder-friendly one),
// messages and dialogs through FeedbackProvider (src/components/feedback), the
// HTTP client's hooks, the skip links and the assistive toolbar (src/app/assistive), the routes, and — in builds against the mock gateway
// only — its development panel. The build's prerender (src/app/prerender) renders the same
// tree in a static router in place of the browser's, tests in a memory router.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FeedbackProvider, useFeedback } from '../components/feedback';
import { BASE_PATH, TOAST_DURATION_SECONDS, TOAST_MAX_COUNT } from '../config/app';
import { ui } from '../stores/ui';
import { connectApi } from './api-hooks';
import { useAntdMarkupFixes } from './assistive/antd-markup';
import { AssistiveToolbarHost } from './assistive/AssistiveToolbarHost';
import { useDialogFocusReturn } from './assistive/dialog-focus-return';
import { useDialogTabWrap } from './assistive/dialog-tab-wrap';
import { SkipLinks } from './assistive/SkipLinks';
import { useDevPanelWanted } from './dev/wanted';
import { GlobalLoading } from './GlobalLoading';
import { usePrefersReducedMotion } from './motion';
import { portalRoutes, PortalRoutes } from './router';
import { ScreenShownContext } from './routes/RouteScreen';
import { ELDER_MODE_CLASS, themeFor } from './theme';
// The CSS variables generated from theme.ts (scripts/lib/theme-css.ts); styles.css comes after, as its phone rules set some again.
import 'virtual:portal-theme.css';
import './styles.css';

// Only a build against the mock gateway (its development key) has the panel. The
// build constant itself, not env.ts's DEVELOPMENT_KEY: the bundler settles a literal
// condition before it splits chunks and drops the panel's chunk, while an imported
// constant is folded only after, too late (the chunk would ship, unused). In a build
// that has the panel it must not add to what every page loads either (the size budget
// measures such a build): the antd utilities a component brings join the chunk of
// antd's core (vite.config.ts, CHUNK_GROUPS) wherever it is used, so the panel sticks
// to components the pages already use (no FloatButton, no Collapse).
const DevPanel = typeof __SM2_DEVELOPMENT_KEY__ === 'boolean' && __SM2_DEVELOPMENT_KEY__ ? lazy(() => import('./dev/DevPanel')) : null;

/** The panel, where it is wanted (src/app/dev/wanted.ts); its code loads only then. */
function DevelopmentPanel({ panel: Panel }: { panel: ComponentType }) {
  const wanted = useDevPanelWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}

/** The router the portal runs in, around everything that may link or navigate. */
export type PortalRouter = ComponentType<{ children: ReactNode }>;

function BrowserPortalRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={BASE_PATH}>{children}</BrowserRouter>;
}

/** Gives the HTTP client its hooks, with the router's latest location and navigation. */
function ApiConnection() {
  const { message } = useFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ location, navigate });
  useLayoutEffect(() => {
    latest.current = { location, navigate };
  });
  // Layout effects run before any screen's effects, so the first request already has the hooks.
  useLayoutEffect(
    () =>
      connectApi({
        message,
        location: () => latest.current.location,
        replaceWith: (to) => void latest.current.navigate(to, { replace: true }),
      }),
    [message],
  );
  return null;
}

function Portal({ routes }: { routes: RouteObject[] }) {
  useDialogTabWrap();
  useDialogFocusReturn();
  useAntdMarkupFixes();
  return (
    <>
      <SkipLinks />
      <AssistiveToolbarHost />
      <ApiConnection />
      <PortalRoutes routes={routes} />
      <GlobalLoading />
      {DevPanel && <DevelopmentPanel panel={DevPanel} />}
    </>
  );
}

interface AppProps {
  /** The browser's router unless given. */
  router?: PortalRouter;
  /** The portal's own routes unless given. */
  routes?: RouteObject[];
  /** Told each time a page's screen is on screen; a prerendered page's first time is once it is hydrated. */
  onScreenShown?: () => void;
}

export function App({ router: Router = BrowserPortalRouter, routes = portalRoutes(), onScreenShown }: AppProps) {
  const { elderMode } = useSnapshot(ui);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => themeFor({ elderMode, reducedMotion }), [elderMode, reducedMotion]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(ELDER_MODE_CLASS, elderMode);
  }, [elderMode]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <FeedbackProvider message={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_SECONDS }}>
        <ScreenShownContext value={onScreenShown}>
          <Router>
            <Portal routes={routes} />
          </Router>
        </ScreenShownContext>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
