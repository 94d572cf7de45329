// Which return URL the login screens hand to decideAfterUserInfo (spec §4/§5):
// the guard's redirect parameter first, then the URL the login answer names,
// then a return URL stored in the session without a pending authorisation.
import { BASE_PATH } from '../../../config/app';
import { redirectTarget } from '../../../config/paths';

export interface ReturnUrlSources {
  readonly search: string;
  readonly loginCallbackUrl?: string;
  readonly pendingAppId: string;
  readonly pendingUrl: string;
}

export function returnUrlFrom({ search, loginCallbackUrl, pendingAppId, pendingUrl }: ReturnUrlSources): string | undefined {
  const redirect = redirectTarget(search);
  if (redirect) return `${BASE_PATH}${redirect}`;
  if (loginCallbackUrl) return loginCallbackUrl;
  if (!pendingAppId && pendingUrl) return pendingUrl;
  return undefined;
}

/** A same-origin return path as the router knows it (without the base path). */
export function routerPath(path: string): string | undefined {
  if (path === BASE_PATH) return '/';
  if (path.startsWith(`${BASE_PATH}/`)) return path.slice(BASE_PATH.length);
  return undefined;
}
