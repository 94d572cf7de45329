// One Firefox for a test file, with the recording proxy in front of the suite's
// nginx, and a screenshot of every open tab when a test fails.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { SCREENSHOT_DIR } from '../harness';
import { launchFirefox, type FirefoxTab } from './firefox';
import { startRecordingProxy, type RecordingProxy } from './recording-proxy';

export interface FirefoxForFile {
  firefox: () => Browser;
  proxy: () => RecordingProxy;
  /** The tabs open now, for the screenshot of a failed test. */
  openTabs: Set<FirefoxTab>;
}

export function useFirefoxForFile(): FirefoxForFile {
  let firefox: Browser;
  let proxy: RecordingProxy;
  const openTabs = new Set<FirefoxTab>();

  beforeAll(async () => {
    proxy = await startRecordingProxy(new URL(inject('portalUrl')).origin);
    firefox = await launchFirefox();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    mkdirSync(resolve(SCREENSHOT_DIR, 'failed'), { recursive: true });
    for (const tab of openTabs) {
      await tab.page.screenshot({
        path: resolve(SCREENSHOT_DIR, 'failed', `firefox-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}.png`),
      });
    }
  });
  afterAll(async () => {
    await firefox?.close();
    await proxy?.close();
  });
  return { firefox: () => firefox, proxy: () => proxy, openTabs };
}
