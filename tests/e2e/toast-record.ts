// What toasts a page showed while a test waited for its calls. A toast lives 5 s on the
// page's clock (spec §9), so it may come and go before the test looks, and the same message
// may come again once its toast ran out; the rule a test can hold on any machine is that a
// message is never shown while its own toast is still up. Tests read this record, not the screen.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const TOAST = '.ant-message-notice';

interface ToastRecord {
  /** The text of every toast shown since the document loaded, in order. */
  shown: string[];
  /** When each came, on the page's clock (Playwright's, where a test installed it). */
  shownAt: number[];
  /** The texts shown again while a toast with the same text was still up. */
  doubled: string[];
}

/** Run in each document before the app (an init script). */
function recordToasts(selector: string): void {
  const shown: Element[] = [];
  const shownAt: number[] = [];
  const doubled: string[] = [];
  const textOf = (notice: Element) => notice.textContent?.trim() ?? '';
  const noticesIn = (node: Node) =>
    node instanceof Element ? [node, ...node.querySelectorAll(selector)].filter((each) => each.matches(selector)) : [];
  // A notice on its way out (antd's leave motion) is no longer up.
  const isUp = (notice: Element) => notice.closest('[class*="-leave"]') === null;
  // The notices in the document: antd shows one at a time, so a second replaces the first in the same change.
  const present = new Set<Element>();
  new MutationObserver((records) => {
    const upBefore = new Set([...present].filter(isUp).map(textOf));
    for (const removed of records.flatMap((record) => [...record.removedNodes].flatMap(noticesIn))) present.delete(removed);
    for (const notice of records.flatMap((record) => [...record.addedNodes].flatMap(noticesIn))) {
      const text = textOf(notice);
      if (upBefore.has(text)) doubled.push(text);
      upBefore.add(text);
      present.add(notice);
      shown.push(notice);
      shownAt.push(Date.now());
    }
  }).observe(document, { childList: true, subtree: true });
  Object.defineProperty(window, 'toastRecord', { value: (): ToastRecord => ({ shown: shown.map(textOf), shownAt, doubled }) });
}

/** Every document of the context keeps its record from now on. */
export const recordToastsIn = (context: BrowserContext) => context.addInitScript(recordToasts, TOAST);

export const toastRecord = (page: Page) => page.evaluate(() => (window as unknown as { toastRecord: () => ToastRecord }).toastRecord());

/** The page showed `text`, every toast it showed said it, and never while its toast was still up. */
export async function expectShownAlone(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await toastRecord(page)).shown).toContain(text);
  const { shown, doubled } = await toastRecord(page);
  expect(new Set(shown)).toEqual(new Set([text]));
  expect(doubled).toEqual([]);
}
