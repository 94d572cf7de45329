// The portal: antd in Chinese with the portal theme (or the elder-friendly one),
// messages and dialogs through FeedbackProvider (src/components/feedback), the
// HTTP client's hooks, the router, and — in development builds only — the mock
// gateway switch.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FeedbackProvider, useFeedback } from '../components/feedback';
import { TOAST_DURATION_SECONDS, TOAST_MAX_COUNT } from '../config/app';
import { ui } from '../stores/ui';
import { connectApi } from './api-hooks';
import { GlobalLoading } from './GlobalLoading';
import { createAppRouter, type AppRouter } from './router';
import { usePrefersReducedMotion } from './motion';
import { themeFor } from './theme';
import './styles.css';

dayjs.locale('zh-cn');

// `import.meta.env.DEV` is false in production builds, so the bundler drops the panel's chunk.
const DevPanel = import.meta.env.DEV ? lazy(() => import('./dev/DevPanel')) : null;

function Portal({ router }: { router: AppRouter }) {
  const { message } = useFeedback();
  // Layout effects run before any screen's effects, so the first request already has the hooks.
  useLayoutEffect(() => connectApi({ router, message }), [router, message]);
  return (
    <>
      <RouterProvider router={router} />
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

export function App({ router: givenRouter }: { router?: AppRouter }) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const { elderMode } = useSnapshot(ui);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => themeFor({ elderMode, reducedMotion }), [elderMode, reducedMotion]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(ELDER_MODE_CLASS, elderMode);
  }, [elderMode]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <FeedbackProvider message={{ maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATION_SECONDS }}>
        <Portal router={router} />
      </FeedbackProvider>
    </ConfigProvider>
  );
}
