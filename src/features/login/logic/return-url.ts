// Which return URL the login screens hand to decideAfterUserInfo (spec §4/§5):
// the guard's redirect parameter first, then the URL the login answer names,
// then a return URL stored in the session without a pending authorisation.
// Each is only a candidate: decideAfterUserInfo judges it (judgeUrl).
import { BASE_PATH } from '../../../config/app';
import { REDIRECT_PARAM, redirectTarget } from '../../../config/paths';

export interface ReturnUrlSources {
  readonly search: string;
  readonly loginCallbackUrl?: string;
  readonly pendingAppId: string;
  readonly pendingUrl: string;
}

export function returnUrlFrom({ search, loginCallbackUrl, pendingAppId, pendingUrl }: ReturnUrlSources): string | undefined {
  // A redirect that is not a page of the portal is still the candidate: the
  // link the user followed was forged, and they are told so (never another source's URL).
  const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (redirect) return redirectTarget(search) === undefined ? redirect : `${BASE_PATH}${redirectTarget(search)}`;
  if (loginCallbackUrl) return loginCallbackUrl;
  if (!pendingAppId && pendingUrl) return pendingUrl;
  return undefined;
}
