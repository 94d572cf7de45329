// @vitest-environment node
// The prerendered page as the build writes it (src/app/prerender/document.ts)
// and its boot loader (loader.js) running in a page: when the scripts start,
// when the page is hidden as someone else's, and that the production
// Content-Security-Policy allows the loader.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { CENTRE_BOOT_CLASS } from '../../../src/app/prerender/centre-shell';
import {
  assemblePage,
  BOOT_DATA_ID,
  HOME_MARK_KEY,
  loaderScript,
  PERSONAL_MARK_KEY,
  portalPath,
  PORTAL_READY_ATTRIBUTE,
  prerenderedFile,
  queryFitsPrerender,
  STALE_CLASS,
  type BootData,
} from '../../../src/app/prerender/document';
import { SESSION_STORAGE_KEY, SIDEBAR_COOKIE } from '../../../src/config/app';
import { ELDER_MODE_STORAGE_KEY } from '../../../src/stores/ui';

interface JsdomOptions {
  url?: string;
  runScripts?: 'dangerously';
  pretendToBeVisual?: boolean;
  beforeParse?: (window: Window & typeof globalThis) => void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options?: JsdomOptions) => { window: Window & typeof globalThis };
};

/** The shape of a built index.html, as Vite writes it. */
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>江苏人社网上办事服务大厅</title>
    <script type="module" crossorigin src="/web/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/web/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/web/assets/antd-C3.js">
    <link rel="stylesheet" crossorigin href="/web/assets/index-D4.css">
    <script async src="/web/assets/route-preload-e5.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const LOADER = loaderScript(readFileSync(new URL('../../../src/app/prerender/loader.js', import.meta.url), 'utf8'));

const PAGE = {
  path: '/login',
  title: '用户登录',
  markup: '<div class="portal-page"><form><input></form></div>',
  styles: '<style data-css-hash="x1">.ant-btn{color:red}</style>',
};

function build(overrides: Partial<typeof PAGE> = {}) {
  return assemblePage(
    TEMPLATE,
    { ...PAGE, ...overrides } as Parameters<typeof assemblePage>[1],
    { js: ['assets/area-E5.js'], css: ['assets/area-F6.css'], startup: ['assets/react-B2.js', 'assets/antd-C3.js'] },
    LOADER,
  );
}

function bootDataOf(html: string): BootData {
  const json = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as BootData;
}

describe('a prerendered page', () => {
  it('carries the markup in #root with its path, the route title, antd styles before the portal style sheets, and the route sheet', () => {
    const html = build();
    expect(html).toContain('<div id="root" data-prerendered="/login"><div class="portal-page"><form><input></form></div></div>');
    expect(html).toContain('<title>用户登录 - 江苏人社网上办事服务大厅</title>');
    expect(html.indexOf('data-css-hash="x1"')).toBeLessThan(html.indexOf('index-D4.css'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/web/assets/area-F6.css">');
  });

  it('replaces Vite’s module tags by the boot data and the loader, which start the same modules and the route’s own', () => {
    const html = build();
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).not.toContain('route-preload');
    const boot = bootDataOf(html);
    expect(boot.entry).toBe('/web/assets/index-A1.js');
    expect(boot.startup).toEqual(['/web/assets/react-B2.js', '/web/assets/antd-C3.js']);
    // What the loader runs itself is not preloaded as well.
    expect(boot.preload).toEqual(['/web/assets/area-E5.js']);
    expect(html).toContain(`<script>${LOADER}</script></body>`);
  });

  it('cannot be broken out of by text in its data, and escapes its title', () => {
    const html = build({ title: '<b>&' });
    expect(html).toContain('<title>&lt;b&gt;&amp; - 江苏人社网上办事服务大厅</title>');
    const withScriptText = assemblePage(
      TEMPLATE,
      PAGE as Parameters<typeof assemblePage>[1],
      { js: ['assets/</script><script>x.js'], css: [] },
      LOADER,
    );
    expect(bootDataOf(withScriptText).preload).toContain('/web/assets/</script><script>x.js');
    expect(withScriptText.match(/<script>/g)).toHaveLength(1);
  });

  it('fails with the reason when the built index.html lacks what the page needs', () => {
    expect(() =>
      assemblePage(TEMPLATE.replace('<div id="root"></div>', ''), PAGE as Parameters<typeof assemblePage>[1], { js: [], css: [] }, LOADER),
    ).toThrow(/empty #root/);
  });

  it('is written as <path>/index.html and found again from the address', () => {
    expect(prerenderedFile('/login')).toBe('login/index.html');
    expect(prerenderedFile('/main/logon/register')).toBe('main/logon/register/index.html');
    expect(portalPath('/web/login')).toBe('/login');
    expect(portalPath('/web/login/')).toBe('/login');
    expect(portalPath('/web/main/logon/register')).toBe('/main/logon/register');
  });

  it('still fits a query the first render does not read (the login return address), and no other', () => {
    expect(queryFitsPrerender('')).toBe(true);
    expect(queryFitsPrerender('?redirect=%2Fcenter%2Fmain')).toBe(true);
    expect(queryFitsPrerender('?type=unit')).toBe(false);
    expect(queryFitsPrerender('?redirect=%2Fx&funcId=1')).toBe(false);
  });
});

interface Opened {
  window: Window & typeof globalThis;
  /** Module scripts and preloads the loader has added so far. */
  started: () => { entry: string[]; preload: string[] };
  stale: () => boolean;
}

interface Storage {
  local?: Record<string, string>;
  session?: Record<string, string>;
  cookie?: string;
}

function open(search = '', storage: Storage = {}, html = build()): Opened {
  const dom = new JSDOM(html, {
    url: `https://portal.example/web/login${search}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage.local ?? {})) window.localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(storage.session ?? {})) window.sessionStorage.setItem(key, value);
      if (storage.cookie) window.document.cookie = storage.cookie;
    },
  });
  const { document } = dom.window;
  return {
    window: dom.window,
    started: () => ({
      entry: [...document.querySelectorAll<HTMLScriptElement>('script[type=module]')].map((script) => script.getAttribute('src') ?? ''),
      preload: [...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href') ?? ''),
    }),
    stale: () => document.documentElement.classList.contains(STALE_CLASS),
  };
}

// The loader starts on a timer set in the first frame's callback, before this one's: after it by order, not by time.
const nextFrame = (window: Window) => new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the boot loader', () => {
  it('after the first paint runs the startup modules one after another, then the entry, and asks for every preload', async () => {
    const page = open();
    expect(page.started().entry).toEqual([]);
    await nextFrame(page.window);
    expect(page.started()).toEqual({
      entry: ['/web/assets/react-B2.js'],
      preload: ['/web/assets/area-E5.js'],
    });
    // jsdom runs no modules: tell the loader each one has run.
    const loaded = () => {
      const scripts = page.window.document.querySelectorAll('script[type=module]');
      scripts[scripts.length - 1]!.dispatchEvent(new page.window.Event('load'));
    };
    loaded();
    expect(page.started().entry).toEqual(['/web/assets/react-B2.js', '/web/assets/antd-C3.js']);
    loaded();
    expect(page.started().entry).toEqual(['/web/assets/react-B2.js', '/web/assets/antd-C3.js', '/web/assets/index-A1.js']);
    expect(page.stale()).toBe(false);
  });

  it('asks for the modules a few at a time, each batch in a task of its own', async () => {
    const routeChunks = Array.from({ length: 9 }, (_, index) => `assets/chunk-${index}.js`);
    const page = open('', {}, assemblePage(TEMPLATE, PAGE as Parameters<typeof assemblePage>[1], { js: routeChunks, css: [] }, LOADER));
    // Mutations made in one task reach the observer together.
    const batches: number[] = [];
    new page.window.MutationObserver((records) => {
      batches.push(
        records.flatMap((record) => [...record.addedNodes]).filter((node) => (node as Element).getAttribute?.('rel') === 'modulepreload')
          .length,
      );
    }).observe(page.window.document.head, { childList: true });
    await nextFrame(page.window);
    // However slowly the tasks come on a busy machine: wait until every module was asked for.
    await vi.waitFor(
      () =>
        expect(page.started().preload).toEqual([
          '/web/assets/react-B2.js',
          '/web/assets/antd-C3.js',
          ...routeChunks.map((file) => `/web/${file}`),
        ]),
      { timeout: 10_000 },
    );
    expect(batches).toEqual([4, 4, 3]);
  });

  it('hides the page and starts at once for the 关怀版, a personal tab, or a query the page reads', () => {
    for (const page of [
      open('', { local: { [ELDER_MODE_STORAGE_KEY]: '1' } }),
      open('', { session: { [PERSONAL_MARK_KEY]: '1' } }),
      open('?type=unit'),
    ]) {
      expect(page.stale()).toBe(true);
      expect(page.started().entry).toEqual(['/web/assets/react-B2.js']);
    }
    expect(open('?redirect=%2Fcenter').stale()).toBe(false);
    expect(open('', { local: { [ELDER_MODE_STORAGE_KEY]: '0' } }).stale()).toBe(false);
  });

  it('keeps a form from submitting by itself until the app has taken the page over', () => {
    const { window } = open();
    const form = window.document.querySelector('form') as HTMLFormElement;
    const submit = () => form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    expect(submit()).toBe(false);
    window.document.documentElement.setAttribute(PORTAL_READY_ATTRIBUTE, '');
    expect(submit()).toBe(true);
  });

  it('is allowed by the production Content-Security-Policy, byte for byte', () => {
    const conf = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
    expect(conf).toContain(`'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`);
  });
});

describe('the boot loader of a centre shell', () => {
  const SHELL = build({
    path: '/center/main',
    title: '个人中心',
    markup: '<div class="portal-page"><span class="user-menu__name">您好，</span></div>',
    userType: '1',
  } as Partial<typeof PAGE>);
  const user = (fields: Record<string, unknown>) => ({
    [SESSION_STORAGE_KEY]: JSON.stringify({ token: 't1', name: '王建国', ident: '1', unitinfo: null, ...fields }),
  });
  const greeting = (page: Opened) => page.window.document.querySelector('.user-menu__name')?.textContent;

  it('keeps the vertical scrollbar from the first layout until the centre layout mounts; a public page does not', () => {
    const page = open('', { session: user({}) }, SHELL);
    const root = page.window.document.documentElement;
    expect(root.classList.contains(CENTRE_BOOT_CLASS)).toBe(true);
    expect(page.window.getComputedStyle(root).overflowY).toBe('scroll');
    expect(build()).not.toContain(CENTRE_BOOT_CLASS);
  });

  it('writes the user’s greeting from the session, as the account menu writes it, and keeps the shell shown', () => {
    const page = open('', { session: { ...user({}), [PERSONAL_MARK_KEY]: '1' } }, SHELL);
    expect(greeting(page)).toBe('您好，王建国');
    expect(page.stale()).toBe(false);
    const unit = open('', { session: user({ unitinfo: { companyName: '江苏示例有限公司' } }) }, SHELL);
    expect(greeting(unit)).toBe('您好，江苏示例有限公司 王建国');
  });

  it('hides the shell and starts at once when it is not this tab’s: logged out, another user type, the sidebar folded, a chosen city, the 关怀版', () => {
    for (const page of [
      open('', {}, SHELL),
      open('', { session: user({ token: '' }) }, SHELL),
      open('', { session: user({ ident: '2' }) }, SHELL),
      open('', { session: user({}), cookie: `${SIDEBAR_COOKIE}=0` }, SHELL),
      open('', { session: { ...user({}), [HOME_MARK_KEY]: '1' } }, SHELL),
      open('', { session: user({}), local: { [ELDER_MODE_STORAGE_KEY]: '1' } }, SHELL),
    ]) {
      expect(page.stale()).toBe(true);
      expect(page.started().entry).toEqual(['/web/assets/react-B2.js']);
    }
    expect(open('', { session: user({}), cookie: `${SIDEBAR_COOKIE}=1` }, SHELL).stale()).toBe(false);
  });
});
