// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishNavigationProgress, startNavigationProgress } from '../../../src/app/progress';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

const bar = () => document.getElementById('nprogress');

describe('navigation progress bar', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('slides to its end and fades out over 200 ms steps', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    startNavigationProgress();
    finishNavigationProgress();
    vi.advanceTimersByTime(350);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(100);
    expect(bar()).toBeNull();
  });

  it('goes at once for a user who asked for less motion', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    startNavigationProgress();
    finishNavigationProgress();
    vi.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });
});
