// @vitest-environment jsdom
// Printing (spec §9): a hidden frame prints its document once loaded and is
// removed 100 ms later.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printDocument } from '../../../src/components/print';

afterEach(() => vi.useRealTimers());

describe('printDocument', () => {
  it('prints the frame once it has loaded and removes it 100 ms later', () => {
    vi.useFakeTimers();
    const frame = printDocument('<!doctype html><title>参保证明</title><p>王建国</p>');
    expect(document.body.contains(frame)).toBe(true);
    expect(frame.srcdoc).toContain('王建国');

    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { focus: vi.fn(), print } });
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(99);
    expect(document.body.contains(frame)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.body.contains(frame)).toBe(false);
  });

  it('keeps the frame out of sight and out of the accessibility tree', () => {
    const frame = printDocument('<p>x</p>');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.style.width).toBe('0px');
    frame.remove();
  });
});

describe('print styles', () => {
  it('hide the header, navigation, sidebar, footer and anything marked no-print', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(`${process.cwd()}/src/app/styles.css`, 'utf8');
    const printBlock = /@media print\s*{([\s\S]*)}\s*$/.exec(css)?.[1] ?? '';
    for (const selector of ['.no-print', '.portal-topbar', '.portal-nav', '.portal-footer', '.centre__sider']) {
      expect(printBlock).toContain(selector);
    }
    expect(printBlock).toMatch(/display:\s*none\s*!important/);
  });
});
