// @vitest-environment jsdom
// The centres' phone layout follows the page's width, which the assistive
// toolbar's zoom narrows: at 200 % a 1024 px window holds a 512 px page.
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { usePhoneLayout } from './usePhoneLayout';

/** As the toolbar's choices.ts does it, with the factor for what reads the zoom (jsdom knows no CSS zoom). */
function zoomPage(zoom: string): void {
  document.documentElement.style.setProperty('--a11y-zoom', zoom);
}

afterEach(() => zoomPage(''));

it('switches to the phone layout when the zoom makes the page narrower than a phone breakpoint, and back', async () => {
  expect(window.innerWidth).toBe(1024);
  const { result } = renderHook(() => usePhoneLayout());
  expect(result.current).toBe(false);
  await act(async () => {
    zoomPage('1.3');
  });
  expect(result.current).toBe(false);
  await act(async () => {
    zoomPage('2');
  });
  expect(result.current).toBe(true);
  await act(async () => {
    zoomPage('');
  });
  expect(result.current).toBe(false);
});
