// @vitest-environment jsdom
// Idle preloading: once after the render, never after unmounting, a failure swallowed;
// never for a visitor saving data or on a 2G connection.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadWhenIdle } from './usePreloadWhenIdle';

function Screen({ component }: { component: { preload: () => Promise<unknown> } }) {
  usePreloadWhenIdle(component);
  return <p>列表</p>;
}

describe('usePreloadWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the code once when the browser is idle after the render', async () => {
    const preload = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Screen component={{ preload }} />);
    expect(preload).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(preload).toHaveBeenCalledTimes(1);
    const component = { preload };
    rerender(<Screen component={component} />);
    rerender(<Screen component={component} />);
    await vi.runAllTimersAsync();
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('does nothing once the screen is gone, and keeps a failed fetch quiet', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    const gone = render(<Screen component={{ preload }} />);
    gone.unmount();
    await vi.runAllTimersAsync();
    expect(preload).not.toHaveBeenCalled();

    render(<Screen component={{ preload }} />);
    await vi.runAllTimersAsync();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['asks to save data (Save-Data)', { saveData: true, effectiveType: '4g' }],
    ['is on a 2G connection', { saveData: false, effectiveType: '2g' }],
    ['is on a slow 2G connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead while the visitor %s', async (_case, connection) => {
    vi.stubGlobal('navigator', { ...navigator, connection });
    const preload = vi.fn(() => Promise.resolve());
    render(<Screen component={{ preload }} />);
    await vi.runAllTimersAsync();
    expect(preload).not.toHaveBeenCalled();
  });

  it('fetches ahead on a 3G or faster connection without Save-Data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false, effectiveType: '3g' } });
    const preload = vi.fn(() => Promise.resolve());
    render(<Screen component={{ preload }} />);
    await vi.runAllTimersAsync();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
