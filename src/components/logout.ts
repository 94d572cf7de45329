// Logout (spec §4): tell the server, then forget the user locally even when
// the call failed (expired token, no network): logoutCall never throws. What
// forms kept for the user (src/stores/kept-forms.ts) goes with the session.
import { api, type AppApi } from '../api';
import { isSuccess } from '../api/envelope';
import { MAIN_URL } from '../config/app';
import { resetUserCounters } from '../stores/home';
import { clearKeptForms } from '../stores/kept-forms';
import { endSession } from '../stores/session';
import { setAfterLogout } from '../stores/ui';

/** True when the server confirmed the logout. */
export async function logoutCall(basic: AppApi['basic']): Promise<boolean> {
  try {
    const { data } = await basic.POST('/auth/logout', { body: {} });
    return isSuccess(data);
  } catch {
    return false;
  }
}

/**
 * Ends the session; `destination` is where the user goes next. A page that
 * needs a login (a centre) sends them there itself the moment the session
 * ends, instead of to the login page; the caller still navigates for pages
 * without that guard.
 */
export async function logout(destination: string = MAIN_URL): Promise<void> {
  await logoutCall(api.basic);
  setAfterLogout(destination);
  forgetUser();
}

/** The session is over for good (a logout, a cancelled account): nothing of the user stays in the tab. */
export function forgetUser(): void {
  clearKeptForms();
  endSession();
  resetUserCounters();
}
