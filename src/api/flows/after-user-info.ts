// Spec §4 "After user info is fetched" with the return-URL rules of spec §5:
// improve the password first, then a pending authorisation, then the stored
// return URL, judged by judgeUrl (internal: the parent window, this one when
// not framed; whitelisted external: a new window; organ and casual users from
// HRM: this window). A rejected URL is never opened.
import { portalUrlPolicy } from '../../config/url-policy';
import { judgeUrl, type UrlPolicy, type UrlVerdict } from '../../lib/url';

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
  readonly returnUrl?: string;
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
  const { userInfo, pendingAppId, pendingUrl, returnUrl } = input;
  if (userInfo.needImprovePwd === 'true') return { kind: 'improvePassword' };
  if (pendingAppId && pendingUrl) return { kind: 'authorize' };

  if (!returnUrl) return { kind: 'stay', refused: false };
  const verdict = judgeUrl(returnUrl, input.policy ?? portalUrlPolicy());
  if (verdict.kind === 'rejected') return { kind: 'stay', refused: true };

  const source = input.source ?? userInfo.source;
  const fromHrm = source === HRM_SOURCE && (userInfo.userType === USER_TYPE.organ || userInfo.userType === USER_TYPE.casual);
  return { kind: 'open', verdict, opening: fromHrm ? 'self' : 'return' };
}
