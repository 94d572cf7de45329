// Interface state of spec §3: the centre sidebar (its open flag kept in a cookie,
// '1' open / '0' closed), the elder-friendly mode (关怀版, kept in localStorage
// so it survives visits), whether the assistive toolbar (无障碍工具栏) is open (its
// choices are the toolbar's own, src/app/assistive/choices.ts), the global loading indicator and where a user who
// logged out goes. Error-message de-duplication lives in the HTTP client's error
// layer, which knows each message's kind. The spec's case workspace (iframe url,
// archive list, affair, applicant, result, caseInfo) is not kept here: no two
// screens share a case (docs/architecture.md, "State").
import Cookies from 'js-cookie';
import { proxy } from 'valtio';
import { ASSISTIVE_CHOICES_STORAGE_KEY, SIDEBAR_COOKIE } from '../config/app.ts';

/** localStorage key of the elder-friendly mode: '1' on, anything else off. */
export const ELDER_MODE_STORAGE_KEY = 'elderMode';

export interface InterfaceState {
  sidebarOpen: boolean;
  /** 关怀版: larger text and controls, stronger contrast, across the portal. */
  elderMode: boolean;
  /** The assistive toolbar (无障碍工具栏) is on screen. */
  assistiveToolbarOpen: boolean;
  /** Requests in flight that want the loading indicator (polling ones do not). */
  requestsInFlight: number;
  /**
   * Where a user who just logged out is going: a login-only page they were on
   * sends them there instead of to the login page. Cleared on arrival.
   */
  afterLogout: string;
}

function readSidebarCookie(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the mode then lasts for the page only.
    return undefined;
  }
}

function readElderMode(): boolean {
  return localStore()?.getItem(ELDER_MODE_STORAGE_KEY) === '1';
}

export const ui = proxy<InterfaceState>({
  sidebarOpen: readSidebarCookie(),
  elderMode: readElderMode(),
  assistiveToolbarOpen: false,
  requestsInFlight: 0,
  afterLogout: '',
});

export function setSidebarOpen(open: boolean): void {
  ui.sidebarOpen = open;
  Cookies.set(SIDEBAR_COOKIE, open ? '1' : '0', { path: '/', sameSite: 'lax' });
}

export function toggleSidebar(): void {
  setSidebarOpen(!ui.sidebarOpen);
}

export function setElderMode(on: boolean): void {
  ui.elderMode = on;
  try {
    localStore()?.setItem(ELDER_MODE_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // A full or refused storage keeps the choice for this page only.
  }
}

export function setAssistiveToolbarOpen(open: boolean): void {
  ui.assistiveToolbarOpen = open;
}

/** True when a visit before this one left choices in the assistive toolbar, which then apply at once. */
export function hasAssistiveChoices(): boolean {
  return Boolean(localStore()?.getItem(ASSISTIVE_CHOICES_STORAGE_KEY));
}

export function setAfterLogout(href: string): void {
  ui.afterLogout = href;
}

export function setRequestsInFlight(count: number): void {
  ui.requestsInFlight = count;
}

export function isLoading(state: Pick<InterfaceState, 'requestsInFlight'> = ui): boolean {
  return state.requestsInFlight > 0;
}
