// Which return URLs the login screens hand to decideAfterUserInfo (spec §4/§5),
// in order: the guard's redirect parameter, the URL the login answer names, a
// return URL stored in the session without a pending authorisation. Each is
// only a candidate: decideAfterUserInfo judges them (judgeUrl) and opens the
// first that passes.
import { BASE_PATH } from '../../../config/app';
import { REDIRECT_PARAM, redirectTarget } from '../../../config/paths';

export interface ReturnUrlSources {
  readonly search: string;
  readonly loginCallbackUrl?: string;
  readonly pendingAppId: string;
  readonly pendingUrl: string;
}

export function returnUrlsFrom({ search, loginCallbackUrl, pendingAppId, pendingUrl }: ReturnUrlSources): string[] {
  // A redirect that is not a page of the portal stays a candidate, as it came:
  // it is refused, and the user is told so.
  const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);
  const page = redirectTarget(search);
  const candidates = [page === undefined ? redirect : `${BASE_PATH}${page}`, loginCallbackUrl, pendingAppId ? undefined : pendingUrl];
  return candidates.filter((candidate): candidate is string => Boolean(candidate));
}
