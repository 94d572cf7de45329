// What every browser test needs: a page of the portal in the shared Chromium,
// optionally already logged in as a persona of the mock gateway, with console
// errors and unhandled rejections collected so a test can insist on none.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { snapshot } from 'valtio';
import { inject } from 'vitest';
import { DEV_KEYS } from '../../mock/server';
import { buildRequestEnvelope } from '../../mock/cipher';
// @ts-expect-error -- plain ESM helper without type declarations
import { readBundled } from '../../scripts/lib/contract.mjs';
import { SESSION_STORAGE_KEY } from '../../src/config/app';
import { applyUserInfo, endSession, session, startSession, type SessionUser } from '../../src/stores/session';

export type LoginPersona = 'person' | 'unit' | 'organ' | 'casual';

/** The password login of each persona (all x-sm4: request). */
const LOGIN_PATHS: Record<LoginPersona, string> = {
  person: '/auth/person/passwordLogin',
  unit: '/auth/unit/unitPasswordLogin',
  organ: '/auth/organ/organPasswordLogin',
  casual: '/auth/casual/passwordLogin',
};

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../reports/screenshots');

let browser: Browser | undefined;
async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserEndpoint'));
  return browser;
}

interface Envelope<M> {
  appcode: string;
  msg: string;
  map: M;
}

async function gatewayPost<M>(path: string, body: unknown, headers: Record<string, string>): Promise<Envelope<M>> {
  const response = await fetch(`${inject('gatewayUrl')}/api/basic${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as Envelope<M>;
}

/** Logs in through the gateway (as the portal would) and returns the session the portal stores. */
export async function sessionFor(persona: LoginPersona): Promise<string> {
  const basic = readBundled().basic as { paths: Record<string, { post: { requestBody: { content: Record<string, { example: unknown }> } } }> };
  const example = basic.paths[LOGIN_PATHS[persona]]!.post.requestBody.content['application/json']!.example;
  const { envelope } = buildRequestEnvelope(JSON.stringify(example), DEV_KEYS.publicKey);
  const login = await gatewayPost<{ 'Access-Token'?: string }>(LOGIN_PATHS[persona], envelope, { 'App-Id': 'hrss-web-portal' });
  const token = login.map['Access-Token'];
  if (login.appcode !== '0' || !token) throw new Error(`${persona} login failed: ${login.appcode} ${login.msg}`);
  const info = await gatewayPost<{ userInfo: SessionUser }>('/auth/queryUserInfo', {}, { 'Access-Token': token });
  endSession();
  startSession(token);
  applyUserInfo(info.map.userInfo);
  return JSON.stringify(snapshot(session));
}

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and unhandled rejections seen so far. */
  errors: string[];
  /** Opens a portal route, e.g. `/center/account`. */
  goto(path: string): Promise<void>;
  /** Full-page screenshot into reports/screenshots/<name>.png. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function openPortal(options: { persona?: LoginPersona; viewport?: { width: number; height: number } } = {}): Promise<PortalPage> {
  const context = await (await sharedBrowser()).newContext({
    locale: 'zh-CN',
    viewport: options.viewport ?? { width: 1366, height: 900 },
  });
  if (options.persona) {
    const stored = await sessionFor(options.persona);
    // Seed the session once per tab, so a logout inside the test sticks.
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          sessionStorage.setItem(key, value);
          sessionStorage.setItem('e2e-seeded', '1');
        }
      },
      [SESSION_STORAGE_KEY, stored] as const,
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  const portalUrl = inject('portalUrl');
  return {
    page,
    context,
    errors,
    async goto(path) {
      await page.goto(`${portalUrl}${path}`, { waitUntil: 'networkidle' });
    },
    async screenshot(name) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = resolve(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: () => context.close(),
  };
}
