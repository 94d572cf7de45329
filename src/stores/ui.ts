// Interface state of spec §3: the centre sidebar (its open flag kept in a cookie,
// '1' open / '0' closed), the elder-friendly mode (关怀版, kept in localStorage
// so it survives visits), the global loading indicator and the case-handling
// workspace that business screens hand to each other (iframe URL, affair,
// applicant, case, result, archive list). Error-message de-duplication lives in
// the HTTP client's error layer, which knows each message's kind.
import Cookies from 'js-cookie';
import { proxy } from 'valtio';
import { SIDEBAR_COOKIE } from '../config/app';

export type CaseRecord = Record<string, unknown>;

/** localStorage key of the elder-friendly mode: '1' on, anything else off. */
export const ELDER_MODE_STORAGE_KEY = 'elderMode';

export interface InterfaceState {
  sidebarOpen: boolean;
  /** 关怀版: larger text and controls, stronger contrast, across the portal. */
  elderMode: boolean;
  /** Requests in flight that want the loading indicator (polling ones do not). */
  requestsInFlight: number;
  /**
   * Where a user who just logged out is going: a login-only page they were on
   * sends them there instead of to the login page. Cleared on arrival.
   */
  afterLogout: string;
  iframeUrl: string;
  archiveList: CaseRecord[];
  affair: CaseRecord | null;
  applicant: CaseRecord | null;
  caseInfo: CaseRecord | null;
  result: CaseRecord | null;
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
  requestsInFlight: 0,
  afterLogout: '',
  iframeUrl: '',
  archiveList: [],
  affair: null,
  applicant: null,
  caseInfo: null,
  result: null,
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

export function setAfterLogout(href: string): void {
  ui.afterLogout = href;
}

export function setRequestsInFlight(count: number): void {
  ui.requestsInFlight = count;
}

export function isLoading(state: Pick<InterfaceState, 'requestsInFlight'> = ui): boolean {
  return state.requestsInFlight > 0;
}

/** Start a case: what the business screens pass along until it is submitted. */
export function openCase(record: Pick<InterfaceState, 'affair' | 'applicant' | 'caseInfo'>): void {
  ui.affair = record.affair;
  ui.applicant = record.applicant;
  ui.caseInfo = record.caseInfo;
  ui.result = null;
}

export function finishCase(result: CaseRecord): void {
  ui.result = result;
}

export function setIframeUrl(url: string): void {
  ui.iframeUrl = url;
}

export function setArchiveList(list: CaseRecord[]): void {
  ui.archiveList = list;
}

export function clearCase(): void {
  ui.iframeUrl = '';
  ui.archiveList = [];
  ui.affair = null;
  ui.applicant = null;
  ui.caseInfo = null;
  ui.result = null;
}
