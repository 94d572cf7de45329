// WebKit (WebKitGTK's MiniBrowser over WebDriver; the engine of Safari and of
// every browser on iOS, WeChat's included): the password-login journey
// (tests/e2e/engines/password-journey.ts), then the pages it went through at
// 390 px inside a 390 px frame, since the window does not shrink below 447 px.
// One MiniBrowser for the file, started here (tests/e2e/engines/webkit.ts);
// the gateway and nginx are the suite's (global-setup.ts).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { passwordLoginJourney } from './engines/password-journey';
import { startRecordingProxy, type RecordingProxy } from './engines/recording-proxy';
import { launchWebKit, type WebKitBrowser } from './engines/webkit';
import { SCREENSHOT_DIR } from './harness';

let webkit: WebKitBrowser;
let proxy: RecordingProxy;

beforeAll(async () => {
  proxy = await startRecordingProxy(new URL(inject('portalUrl')).origin);
  webkit = await launchWebKit();
});
// What the window showed when a test failed, as the Chromium harness keeps it.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  mkdirSync(resolve(SCREENSHOT_DIR, 'failed'), { recursive: true });
  await webkit.tab.screenshot(resolve(SCREENSHOT_DIR, 'failed', `webkit-${task.name.slice(0, 40).replace(/[^\p{L}\p{N}]+/gu, '-')}.png`));
});
afterAll(async () => {
  await webkit?.close();
  await proxy?.close();
});

it('WebKit: a person logs in with the password and the slider, adds a mailing address (encrypted) and sees it listed, and logs out', async () => {
  await passwordLoginJourney(webkit.tab, { origin: proxy.url, gatewayUrl: inject('gatewayUrl'), proxy });
  expect(await webkit.tab.consoleErrors()).toEqual([]);
  // Five screens, a dialog and a login in one tab: longer than one screen on a busy machine.
}, 240_000);
