// The only place the portal leaves the router: every address that is not one
// of our own route constants is judged by judgeUrl (src/lib/url.ts) and opened
// here, so no other file assigns window.location or calls window.open (ESLint
// keeps it so). A rejected address opens nothing; the caller decides where the
// user lands instead.
import type { NavigateFunction } from 'react-router-dom';
import { BASE_PATH } from '../config/app';
import { portalUrlPolicy } from '../config/url-policy';
import { judgeUrl, type UrlSource, type UrlVerdict } from '../lib/url';

/**
 * Where a judged address opens:
 * - `return` (spec §4, a return URL): internal pages in the parent window when
 *   the portal runs inside a frame, else in this one; external ones in a new window;
 * - `parent`: in the parent window, this one when not framed (an SSO callback);
 * - `self`: in this window (a third party's page the user goes through);
 * - `new`: in a new window without a way back to this one.
 */
export type Opening = 'return' | 'parent' | 'self' | 'new';

export interface FollowOptions {
  /** The router's navigate, for pages of the portal; without it they load in full. */
  readonly navigate?: NavigateFunction;
  readonly opening: Opening;
  /** Who gave the address (judgeUrl); `outside` unless it is our backend's answer. */
  readonly source?: UrlSource;
  /** Replace the current history entry on an in-portal move. */
  readonly replace?: boolean;
}

export type OpenableVerdict = Exclude<UrlVerdict, { kind: 'rejected' }>;

/** The verdict on an address for this page's origin and the build's whitelist. */
export function judgeAddress(raw: string | null | undefined, source: UrlSource = 'outside'): UrlVerdict {
  return judgeUrl(raw, portalUrlPolicy(), source);
}

/** The parts of the browser window this module uses (a stand-in in tests). */
export interface BrowserView {
  readonly location: Pick<Location, 'assign'>;
  readonly parent: { readonly location: Pick<Location, 'assign'> } | BrowserView;
  open(url: string, target: string, features: string): unknown;
}

function isFramed(view: BrowserView): boolean {
  try {
    return view.parent !== view;
  } catch {
    return true;
  }
}

/** In the parent window; false when the browser does not let this frame navigate it. */
function assignParent(view: BrowserView, href: string): boolean {
  try {
    view.parent.location.assign(href);
    return true;
  } catch {
    return false;
  }
}

/** Opens an address judgeAddress accepted. */
export function openVerdict(
  verdict: OpenableVerdict,
  { navigate, opening, replace = false }: FollowOptions,
  view: BrowserView = window,
): void {
  const toParent = opening === 'parent' || (opening === 'return' && verdict.kind === 'internal');
  if (toParent && isFramed(view) && assignParent(view, verdict.href)) return;
  if (opening === 'new' || (opening === 'return' && verdict.kind === 'external')) {
    view.open(verdict.href, '_blank', 'noopener,noreferrer');
    return;
  }
  if (verdict.kind === 'internal' && verdict.path !== undefined && navigate) navigate(verdict.path, { replace });
  else view.location.assign(verdict.href);
}

/** Judges an address and opens it; returns the verdict (a rejected one opened nothing). */
export function followUrl(raw: string | null | undefined, options: FollowOptions, view: BrowserView = window): UrlVerdict {
  const verdict = judgeAddress(raw, options.source);
  if (verdict.kind !== 'rejected') openVerdict(verdict, options, view);
  return verdict;
}

/** A full load of one of the portal's own pages: the portal starts afresh (another account's session). */
export function reloadAt(path: `/${string}`, view: BrowserView = window): void {
  view.location.assign(`${BASE_PATH}${path}`);
}
