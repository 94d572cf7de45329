// Interface state of spec §3: the centre sidebar (its open flag kept in a cookie,
// '1' open / '0' closed), the global loading indicator and the case-handling
// workspace that business screens hand to each other (iframe URL, affair,
// applicant, case, result, archive list). Error-message de-duplication lives in
// the HTTP client's error layer, which knows each message's kind.
import Cookies from 'js-cookie';
import { proxy } from 'valtio';
import { SIDEBAR_COOKIE } from '../config/app';

export type CaseRecord = Record<string, unknown>;

export interface InterfaceState {
  sidebarOpen: boolean;
  /** Requests in flight that want the loading indicator (polling ones do not). */
  requestsInFlight: number;
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

export const ui = proxy<InterfaceState>({
  sidebarOpen: readSidebarCookie(),
  requestsInFlight: 0,
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
