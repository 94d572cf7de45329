// What a prerendered page and the browser agree on (src/app/prerender/server.tsx
// renders it, scripts/lib/vite/prerender.ts writes it, loader.js and src/app/boot.tsx read it):
// where the markup sits, which path it was rendered for, when it no longer fits
// the visitor, and what the boot loader starts.
import { BASE_PATH, documentTitle, SESSION_STORAGE_KEY, SIDEBAR_COOKIE } from '../../config/app.ts';
import { REDIRECT_PARAM } from '../../config/paths.ts';
import { USER_TYPES } from '../../stores/session.ts';
import { ELDER_MODE_STORAGE_KEY } from '../../stores/ui.ts';
import type { CentreKind } from '../layouts/sidebars';
import { PHONE_QUERY } from '../layouts/usePhoneLayout.ts';
import { CENTRE_BOOT_CLASS } from './centre-shell.ts';
import type { PrerenderedPage } from './server';

/** On #root: the path its markup was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On <html> once the app has taken over the page: before that a prerendered form must not submit natively. */
export const PORTAL_READY_ATTRIBUTE = 'data-portal-ready';

/**
 * On <html>: how many screens have been shown since the page loaded. A move inside
 * the app is rendered as a transition, with nothing on the page saying so until it
 * commits: the browser tests wait for this to change after a move.
 */
export const SCREEN_SHOWN_ATTRIBUTE = 'data-screen-shown';

/** The JSON the boot loader reads. */
export const BOOT_DATA_ID = 'portal-boot';

/**
 * On <html> when the page was rendered for someone else (a logged-in user, the
 * 关怀版, another city, a query the first render reads): the markup stays hidden
 * until the app has drawn this visitor's page.
 */
export const STALE_CLASS = 'prerender-stale';

/** Query parameters no page reads on its first render: with only these, the prerendered page still fits. */
export const FIRST_RENDER_NEUTRAL_PARAMS: readonly string[] = [REDIRECT_PARAM];

/** sessionStorage flag the portal keeps while this tab's state differs from a first visit's (src/app/boot.tsx). */
export const PERSONAL_MARK_KEY = 'portalPersonal';

/** sessionStorage flag the portal keeps while this tab has chosen a city or service (src/app/boot.tsx). */
export const HOME_MARK_KEY = 'portalHome';

type StaleMarks = ReadonlyArray<readonly ['localStorage' | 'sessionStorage', string, string]>;

/** Storage entries that, when set to the value, mean the page is not this visitor's. */
const STALE_MARKS: StaleMarks = [
  ['localStorage', ELDER_MODE_STORAGE_KEY, '1'],
  ['sessionStorage', PERSONAL_MARK_KEY, '1'],
];

/** The same for a centre shell, which is for a logged-in tab: only the 关怀版 and a chosen city or service. */
const CENTRE_STALE_MARKS: StaleMarks = [
  ['localStorage', ELDER_MODE_STORAGE_KEY, '1'],
  ['sessionStorage', HOME_MARK_KEY, '1'],
];

/**
 * What the loader of a centre shell checks and fills: the session must be of
 * the shell's user type, the sidebar open and the window wider than a phone's
 * (the shell shows the desktop sidebar); the user's greeting goes into the
 * element named by `greeting`.
 */
export interface CentreShellData {
  sessionKey: string;
  userType: string;
  sidebarFoldedCookie: string;
  phoneQuery: string;
  greeting: string;
}

/** The user type (`webuser.ident`) each centre's shell is rendered for (centre-shell.ts). */
export const SHELL_USER_TYPE: Record<CentreKind, string> = {
  person: USER_TYPES.person,
  unit: USER_TYPES.unit,
  organ: USER_TYPES.organ,
  temp: USER_TYPES.casual,
};

/** Where the account corner shows the user's greeting (AccountMenu.tsx). */
export const GREETING_SELECTOR = '.user-menu__name';

export interface BootData {
  /**
   * Modules the entry imports that run first, one after another and each in a
   * task of its own, so no single task runs the whole page's code.
   */
  startup: string[];
  /** The entry module, started after the first paint (after `startup`). */
  entry: string;
  /** Every other module the page's first render needs, fetched alongside the entry. */
  preload: string[];
  neutralParams: readonly string[];
  staleMarks: StaleMarks;
  /** Only on a centre shell. */
  centre?: CentreShellData;
  staleClass: string;
  readyAttribute: string;
}

/** The files a route loads beyond index.html's own (scripts/lib/vite/route-preload.ts works them out from the bundle). */
export interface RouteAssets {
  js: string[];
  css: string[];
  /** Chunks of the entry's imports to run before it, in order (BootData.startup). */
  startup?: string[];
}

/** Where a page is written in the build: `/login` → `login/index.html` (served for /web/login). */
export function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+/, '')}/index.html`;
}

/** The path of a location inside the portal, as the route table writes it. */
export function portalPath(pathname: string): string {
  const inside = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : pathname;
  return inside.replace(/(.)\/+$/, '$1');
}

/** True when a query string holds nothing the first render reads. */
export function queryFitsPrerender(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((name) => FIRST_RENDER_NEUTRAL_PARAMS.includes(name));
}

/** The boot loader as pages carry it: loader.js from its code on, without the comment above it. */
export function loaderScript(source: string): string {
  const start = source.indexOf('(function');
  if (start < 0) throw new Error('loader.js does not start its code with (function');
  return source.slice(start).trim();
}

const SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const ASYNC_SCRIPT_TAG = /<script async src="[^"]+"><\/script>\s*/g;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

function replaceOnce(html: string, search: string | RegExp, replacement: string, what: string): string {
  if (!(typeof search === 'string' ? html.includes(search) : search.test(html))) {
    throw new Error(`the built index.html has no ${what}; the prerendered page cannot be written`);
  }
  return html.replace(search, () => replacement);
}

/**
 * A prerendered page from the built index.html: the route's title, antd's
 * styles and the route's own style sheets in the head, the markup in #root,
 * and — in place of Vite's module tags, which would run before the first paint —
 * the boot data and the boot loader (its text exactly as given: its hash is in
 * the Content-Security-Policy).
 */
export function assemblePage(template: string, page: PrerenderedPage, assets: RouteAssets, loader: string, base = `${BASE_PATH}/`): string {
  const entry = SCRIPT_TAG.exec(template)?.[1];
  if (!entry) throw new Error('the built index.html has no entry module script; the prerendered page cannot be written');
  const preload = [...template.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  const startup = (assets.startup ?? []).map((file) => base + file);
  // The loader asks for what it runs itself: a preload of those would be a second request to set up.
  const run = new Set([...startup, entry]);
  const boot: BootData = {
    startup,
    entry,
    preload: [...new Set([...preload, ...assets.js.map((file) => base + file)])].filter((href) => !run.has(href)),
    neutralParams: FIRST_RENDER_NEUTRAL_PARAMS,
    staleMarks: page.userType === undefined ? STALE_MARKS : CENTRE_STALE_MARKS,
    ...(page.userType !== undefined && {
      centre: {
        sessionKey: SESSION_STORAGE_KEY,
        userType: page.userType,
        sidebarFoldedCookie: `${SIDEBAR_COOKIE}=0`,
        phoneQuery: PHONE_QUERY,
        greeting: GREETING_SELECTOR,
      },
    }),
    staleClass: STALE_CLASS,
    readyAttribute: PORTAL_READY_ATTRIBUTE,
  };
  // `<` escaped so no text in the data can close the script element.
  const bootJson = JSON.stringify(boot).replace(/</g, '\\u003c');
  // antd's styles come before the portal's style sheets, as antd puts them at run time, so the portal's rules win.
  const title = `<title>${escapeHtml(documentTitle(page.title))}</title>${page.styles}`;
  const routeSheets = assets.css.map((file) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(base + file)}">`).join('');

  let html = template.replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, '').replace(ASYNC_SCRIPT_TAG, '');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, title, '<title>');
  const centre = page.userType !== undefined;
  const bootRule = centre ? `.${CENTRE_BOOT_CLASS}{overflow-y:scroll}` : '';
  html = replaceOnce(html, '</head>', `${routeSheets}<style>.${STALE_CLASS} #root{visibility:hidden}${bootRule}</style></head>`, '</head>');
  if (centre) html = replaceOnce(html, '<html ', `<html class="${CENTRE_BOOT_CLASS}" `, '<html> with attributes');
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.markup}</div>`,
    'empty #root',
  );
  return replaceOnce(
    html,
    '</body>',
    `<script type="application/json" id="${BOOT_DATA_ID}">${bootJson}</script><script>${loader}</script></body>`,
    '</body>',
  );
}
