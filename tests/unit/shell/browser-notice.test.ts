// @vitest-environment node
// The old-browser notice of spec §1 lives in index.html and runs before (and
// without) the portal's bundle; here it runs in browsers of different ages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// jsdom ships without type declarations; this is the part of its API used here.
interface JsdomOptions {
  runScripts?: 'dangerously';
  beforeParse?: (window: Window & typeof globalThis) => void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options?: JsdomOptions) => { window: Window & typeof globalThis };
};

const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

type Features = { modules: boolean; fetch: boolean; structuredClone: boolean; findLast: boolean; promise: boolean };
const MODERN: Features = { modules: true, fetch: true, structuredClone: true, findLast: true, promise: true };

function openIn(features: Features) {
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    beforeParse(window) {
      const win = window as unknown as Record<string, unknown>;
      // jsdom itself has neither modules nor fetch: describe the browser explicitly.
      if (features.modules) Object.defineProperty(window.HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
      win.fetch = features.fetch ? () => undefined : undefined;
      win.structuredClone = features.structuredClone ? (value: unknown) => value : undefined;
      if (!features.promise) win.Promise = undefined;
      const arrayProto = window.Array.prototype as unknown as Record<string, unknown>;
      if (!features.findLast) delete arrayProto.findLast;
      else arrayProto.findLast ??= () => undefined;
    },
  });
  const notice = dom.window.document.getElementById('browser-notice') as HTMLElement;
  return { notice, visible: notice.style.display === 'block' };
}

describe('old-browser notice', () => {
  it('says the browser is too old and recommends IE11, Chrome, Firefox and 360', () => {
    const { notice } = openIn(MODERN);
    expect(notice.textContent).toContain('您的浏览器版本过低，部分页面可能无法正常显示');
    for (const browser of ['IE11', 'Chrome', 'Firefox', '360极速浏览器']) expect(notice.textContent).toContain(browser);
  });

  it('stays hidden in a browser that can run the portal', () => {
    expect(openIn(MODERN).visible).toBe(false);
  });

  it.each([
    ['without ES modules', { ...MODERN, modules: false }],
    ['without fetch', { ...MODERN, fetch: false }],
    ['without structuredClone', { ...MODERN, structuredClone: false }],
    ['without Array.prototype.findLast', { ...MODERN, findLast: false }],
    ['without Promise', { ...MODERN, promise: false }],
  ])('shows in a browser %s', (_, features) => {
    expect(openIn(features).visible).toBe(true);
  });

  it('is written for old engines: no arrow functions, let/const or template strings in the check', () => {
    const check = /<script id="browser-check">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(check).not.toBe('');
    expect(check).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

describe('index.html', () => {
  it('declares the page Chinese and mounts the portal', () => {
    const { window } = new JSDOM(html);
    expect(window.document.documentElement.lang).toBe('zh-CN');
    expect(window.document.getElementById('root')).not.toBeNull();
    expect(window.document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/src/main.tsx');
  });
});
