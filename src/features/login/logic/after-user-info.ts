// Spec §4 "After user info is fetched" with the return-URL rules of spec §5:
// improve the password first, then a pending authorisation, then the stored
// return URL, judged by judgeUrl (internal: the parent window, this one when
// not framed; whitelisted external: a new window; organ and casual users from
// HRM: this window). A rejected URL is never opened.
import { portalUrlPolicy } from '../../../config/url-policy';
import { judgeUrl, type UrlPolicy, type UrlVerdict } from '../../../lib/url';

/** UserInfo.userType values (basic UserInfo schema). */
export const USER_TYPE = { person: '1', unit: '2', organ: '3', casual: '4' } as const;

/** Users who arrive from the human-resources market system. */
export const HRM_SOURCE = 'HRM';

export interface UserInfoFields {
  readonly userType: string;
  readonly needImprovePwd: string;
  readonly source?: string;
}

export interface AfterUserInfoInput {
  readonly userInfo: UserInfoFields;
  /** The session's pending authorisation (webuser.appId and webuser.url). */
  readonly pendingAppId?: string;
  readonly pendingUrl?: string;
  /** Return URLs in order of preference: the first that judgeUrl accepts is opened. */
  readonly returnUrls?: readonly string[];
  /** The session's source; the user info's own source when absent. */
  readonly source?: string;
  /** Defaults to the page's origin and the build's whitelist (VITE_INTERNAL_HOSTS, VITE_EXTERNAL_URL_PREFIXES). */
  readonly policy?: UrlPolicy;
}

export type AfterUserInfoStep =
  | { readonly kind: 'improvePassword' }
  | { readonly kind: 'authorize' }
  /** `return`: internal in the parent window (or this one), external in a new window; `self`: this window. */
  | { readonly kind: 'open'; readonly verdict: Exclude<UrlVerdict, { kind: 'rejected' }>; readonly opening: 'return' | 'self' }
  /** Nothing to open: the screen continues to the user's home; `refused` when a return URL was given and rejected. */
  | { readonly kind: 'stay'; readonly refused: boolean };

export function decideAfterUserInfo(input: AfterUserInfoInput): AfterUserInfoStep {
  const { userInfo, pendingAppId, pendingUrl, returnUrls = [] } = input;
  if (userInfo.needImprovePwd === 'true') return { kind: 'improvePassword' };
  if (pendingAppId && pendingUrl) return { kind: 'authorize' };

  const policy = input.policy ?? portalUrlPolicy();
  const verdict = returnUrls.map((url) => judgeUrl(url, policy)).find((candidate) => candidate.kind !== 'rejected');
  if (!verdict) return { kind: 'stay', refused: returnUrls.length > 0 };

  const source = input.source ?? userInfo.source;
  const fromHrm = source === HRM_SOURCE && (userInfo.userType === USER_TYPE.organ || userInfo.userType === USER_TYPE.casual);
  return { kind: 'open', verdict, opening: fromHrm ? 'self' : 'return' };
}
