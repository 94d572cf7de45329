// The portal: antd in Chinese with the portal theme (or the elder-friendly one),
// messages and dialogs through FeedbackProvider (src/components/feedback), the
// HTTP client's hooks, the router, and — in development builds only — the mock
// gateway switch. The build's prerender (src/app/prerender) renders the same
// tree with a static router in place of the browser's.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useLayoutEffect, useMemo, useState, type ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FeedbackProvider, useFeedback } from '../components/feedback';
import { TOAST_DURATION_SECONDS, TOAST_MAX_COUNT } from '../config/app';
import { ui } from '../stores/ui';
import { connectApi } from './api-hooks';
import { GlobalLoading } from './GlobalLoading';
import { createAppRouter, type AppRouter } from './router';
import { ScreenShownContext } from './routes/RouteScreen';
import { usePrefersReducedMotion } from './motion';
import { themeFor } from './theme';
import './styles.css';

dayjs.locale('zh-cn');

// `import.meta.env.DEV` is false in production builds, so the bundler drops the panel's chunk.
const DevPanel = import.meta.env.DEV ? lazy(() => import('./dev/DevPanel')) : null;

/** The browser's router, or the prerender's static one (which makes no requests). */
type RouterSetup = { router: AppRouter; staticRouter?: undefined } | { router?: undefined; staticRouter: ReactElement };

function Portal({ router, staticRouter }: RouterSetup) {
  const { message } = useFeedback();
  // Layout effects run before any screen's effects, so the first request already has the hooks.
  useLayoutEffect(() => (router ? connectApi({ router, message }) : undefined), [router, message]);
  return (
    <>
      {staticRouter ?? <RouterProvider router={router} />}
      <GlobalLoading />
      {DevPanel && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </>
  );
}

/** The root class lets the shell's own CSS (header, footer, sidebar) follow the elder-friendly mode too. */
const ELDER_MODE_CLASS = 'elder-mode';

interface AppProps {
  /** Told each time a page's screen is on screen; a prerendered page's first time is once it is hydrated. */
  onScreenShown?: () => void;
}

export function App({ router: givenRouter, staticRouter, onScreenShown }: Partial<RouterSetup> & AppProps) {
  const [setup] = useState<RouterSetup>(() => (staticRouter ? { staticRouter } : { router: givenRouter ?? createAppRouter() }));
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
          <Portal {...setup} />
        </ScreenShownContext>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
