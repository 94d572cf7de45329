// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

const bar = () => document.getElementById('nprogress');

type Progress = typeof import('../../../src/app/progress');

/** The copy of the module the current test drives, so that the test's navigation is ended after it. */
let current: Progress | undefined;

/** A fresh copy of the module: whether the bar's code has arrived is module state. */
async function freshProgress() {
  vi.resetModules();
  current = await import('../../../src/app/progress');
  return current;
}

/** The bar's code has arrived: started once and finished, with real timers. */
async function withBarLoaded() {
  const progress = await freshProgress();
  progress.startNavigationProgress();
  await vi.dynamicImportSettled();
  await vi.waitFor(() => expect(bar()).not.toBeNull(), { timeout: 10_000 });
  progress.finishNavigationProgress();
  await vi.waitFor(() => expect(bar()).toBeNull(), { timeout: 10_000 });
  return progress;
}

describe('navigation progress bar', () => {
  beforeEach(() => preferReducedMotion(false));

  // A bar left going trickles on with timers of its own and would draw itself again
  // during the next test: every test's navigation ends, and its bar is gone, before the next.
  afterEach(async () => {
    vi.useRealTimers();
    current?.finishNavigationProgress();
    current = undefined;
    await vi.waitFor(() => expect(bar()).toBeNull(), { timeout: 10_000 });
    vi.restoreAllMocks();
  });

  it('shows once its code has arrived, when the navigation is still going on', async () => {
    const progress = await freshProgress();
    progress.startNavigationProgress();
    expect(bar()).toBeNull();
    await vi.waitFor(() => expect(bar()).not.toBeNull(), { timeout: 10_000 });
  });

  it('is not shown for a navigation that ended before its code arrived', async () => {
    const progress = await freshProgress();
    progress.startNavigationProgress();
    progress.finishNavigationProgress();
    // The same load the start waits on: once it has settled here, the start's own reaction to it has run.
    await progress.loadNavigationProgress();
    expect(bar()).toBeNull();
  });

  it('slides to its end and fades out over 200 ms steps', async () => {
    const progress = await withBarLoaded();
    vi.useFakeTimers();
    progress.startNavigationProgress();
    progress.finishNavigationProgress();
    vi.advanceTimersByTime(350);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(100);
    expect(bar()).toBeNull();
  });

  it('goes at once for a user who asked for less motion', async () => {
    const progress = await withBarLoaded();
    preferReducedMotion(true);
    vi.useFakeTimers();
    progress.startNavigationProgress();
    progress.finishNavigationProgress();
    vi.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });
});
