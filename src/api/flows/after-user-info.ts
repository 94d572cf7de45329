// Spec §4 "After user info is fetched" with the return-URL rules of spec §5:
// improve the password first, then a pending authorisation, then the stored
// return URL (internal: same window; whitelisted external: new window;
// organ and casual users from HRM: same window). A rejected URL is never opened.
import { clientConfig } from '../../config/env';
import { classifyReturnUrl, type ReturnUrlPolicy } from '../../lib/url';

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
  /** Defaults to the page's origin. */
  readonly currentOrigin?: string;
  /** Defaults to the build configuration (VITE_INTERNAL_HOSTS, VITE_EXTERNAL_URL_PREFIXES). */
  readonly policy?: ReturnUrlPolicy;
}

export type AfterUserInfoStep =
  | { readonly kind: 'improvePassword' }
  | { readonly kind: 'authorize' }
  | { readonly kind: 'open'; readonly url: string; readonly target: '_self' | '_blank' }
  /** Nothing to open: the screen continues to the user's home. */
  | { readonly kind: 'stay' };

const CONFIGURED_POLICY: ReturnUrlPolicy = {
  internalHosts: clientConfig.internalHosts,
  externalPrefixes: clientConfig.externalUrlPrefixes,
};

export function decideAfterUserInfo(input: AfterUserInfoInput): AfterUserInfoStep {
  const { userInfo, pendingAppId, pendingUrl, returnUrl } = input;
  if (userInfo.needImprovePwd === 'true') return { kind: 'improvePassword' };
  if (pendingAppId && pendingUrl) return { kind: 'authorize' };

  const origin = input.currentOrigin ?? globalThis.location.origin;
  const target = classifyReturnUrl(returnUrl, origin, input.policy ?? CONFIGURED_POLICY);
  if (target.kind === 'rejected') return { kind: 'stay' };

  const source = input.source ?? userInfo.source;
  const fromHrm = source === HRM_SOURCE && (userInfo.userType === USER_TYPE.organ || userInfo.userType === USER_TYPE.casual);
  if (fromHrm || target.kind === 'internal') return { kind: 'open', url: target.url, target: '_self' };
  return { kind: 'open', url: target.url, target: '_blank' };
}
