// What a route of the table renders: its screen (loaded on demand, with
// a retry when its chunk fails) or one of the shell's error pages.
import { Button } from 'antd';
import { createContext, Suspense, use, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ErrorPage, type ErrorStatus } from '../../components/ErrorPage';
import { ChunkLoadError } from '../../components/lazy-chunk';
import { PageLoading } from '../../components/PageLoading';
import { paths, type AppPath } from '../../config/paths';
import { focusMainContent } from '../assistive/main-content';
import { finishNavigationProgress } from '../progress';
import type { ScreenLoader } from './screens';

/** Told each time the screen of a location is on screen (src/app/boot.tsx listens). */
export const ScreenShownContext = createContext<(() => void) | undefined>(undefined);

/** The page's first screen has been shown: later ones came by a move inside the app. */
let firstScreenShown = false;

/**
 * A screen that replaced the one holding the focus (a login's button, a link of
 * the old screen) leaves it nowhere, and the browser's next Tab would go on from
 * where the removed control was. The keyboard goes on from the new screen's
 * content instead, as after the skip link. The page's first screen keeps the
 * browser's start, where the first Tab reaches the skip link.
 */
function keepKeyboardOnTheScreen(): void {
  const focused = document.activeElement;
  if (!firstScreenShown) firstScreenShown = true;
  else if (!focused || focused === document.body) focusMainContent({ preventScroll: true });
}

/** Ends the navigation progress bar once the page of a location is on screen, and says so. */
function useScreenShown(): void {
  const { key } = useLocation();
  const screenShown = use(ScreenShownContext);
  useEffect(() => {
    finishNavigationProgress();
    keepKeyboardOnTheScreen();
    screenShown?.();
  }, [key, screenShown]);
}

export function Arrived({ children }: { children: ReactNode }) {
  useScreenShown();
  return children;
}

function ScreenContent({ path, screens }: { path: AppPath; screens: ScreenLoader }) {
  const loaded = use(screens.load(path));
  if (!loaded) return <Navigate to={paths.errors.notFound} replace />;
  return (
    <Arrived>
      <loaded.Screen />
    </Arrived>
  );
}

export function ScreenFailure({ error, retry }: { error: unknown; retry: () => void }) {
  useScreenShown();
  if (error instanceof ChunkLoadError) {
    return (
      <ErrorPage
        status={500}
        subTitle="页面加载失败，可能是网络不稳定或系统刚刚完成升级。请重试；如仍失败，请刷新页面。"
        actions={
          <>
            <Button
              type="primary"
              onClick={() => {
                error.forget();
                retry();
              }}
            >
              重新加载
            </Button>
            <Button onClick={() => window.location.reload()}>刷新页面</Button>
          </>
        }
      />
    );
  }
  return <ErrorPage status={500} actions={<Button onClick={retry}>重试</Button>} />;
}

export function RouteScreen({ path, screens }: { path: AppPath; screens: ScreenLoader }) {
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <ScreenFailure
          error={error}
          retry={() => {
            screens.forget(path);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <ScreenContent path={path} screens={screens} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function ShellErrorScreen({ status }: { status: ErrorStatus }) {
  return (
    <Arrived>
      <ErrorPage status={status} />
    </Arrived>
  );
}
