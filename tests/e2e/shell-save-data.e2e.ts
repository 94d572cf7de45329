// Idle prefetch with care: the login page fetches code ahead of need when the
// browser is idle — what signing in needs (the API clients, the SMS login form,
// the business-code reactions, the progress bar, the form aids) and nothing
// else — but not for a visitor who asked the browser to save data (Save-Data)
// or is on a 2G connection: there it fetches its own code only, and the rest
// when first used (src/lib/idle.ts, mayFetchAhead).
import type { CDPSession } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

/** What /login fetches ahead on an ordinary connection, by the start of its chunks' file names. */
const FETCHED_AHEAD = ['client-', 'progress-bar-', 'SmsLoginForm-', 'code-reactions-', 'FormAndDialogAids-'];

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** The JS files /login has fetched once the page is idle and its idle tasks have run, with `emulate` applied first. */
async function loginScriptsUntilIdle(emulate: (cdp: CDPSession) => Promise<void>): Promise<string[]> {
  portal = await openPortal({ firstVisit: true });
  const { page, context } = portal;
  await emulate(await context.newCDPSession(page));
  await portal.goto('/login');
  // The page asked for its idle tasks while it opened; idle callbacks run in order, so by this one's turn they have run.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await portal.settled();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.slice(path.lastIndexOf('/') + 1)),
  );
  expect(portal.errors).toEqual([]);
  return scripts;
}

const aheadIn = (scripts: string[]) => FETCHED_AHEAD.filter((start) => scripts.some((file) => file.startsWith(start)));

it('on an ordinary connection, fetches ahead what signing in needs, and not antd tables', async () => {
  const scripts = await loginScriptsUntilIdle(async () => undefined);
  expect(aheadIn(scripts)).toEqual(FETCHED_AHEAD);
  expect(scripts.filter((file) => file.startsWith('tables-'))).toEqual([]);
});

it.each([
  ['with Save-Data', (cdp: CDPSession) => cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true }).then(() => undefined)],
  [
    'on a 2G connection',
    async (cdp: CDPSession) => {
      await cdp.send('Network.enable');
      await cdp.send('Network.overrideNetworkState', {
        offline: false,
        latency: 2_000,
        downloadThroughput: 30_000,
        uploadThroughput: 30_000,
        connectionType: 'cellular2g',
      });
    },
  ],
])('%s, fetches nothing ahead, and signing in still works from there', async (_case, emulate) => {
  const scripts = await loginScriptsUntilIdle(emulate);
  const connection = await portal!.page.evaluate(() => {
    const hints = (navigator as Navigator & { connection: { saveData: boolean; effectiveType: string } }).connection;
    return { saveData: hints.saveData, effectiveType: hints.effectiveType };
  });
  expect(connection.saveData || ['2g', 'slow-2g'].includes(connection.effectiveType)).toBe(true);
  expect(aheadIn(scripts)).toEqual([]);
  // What was not fetched ahead comes on first use: the SMS login form.
  await portal!.page.getByText('短信登录', { exact: true }).click();
  await portal!.page.getByLabel('手机号码', { exact: true }).waitFor();
});
