// Spec §4 "Logout": the server call may fail (expired token, no network); the
// app clears the session regardless, so this call never throws.
import { isSuccess } from '../envelope';
import type { Api } from '../index';

/** True when the server confirmed the logout. */
export async function logoutCall(api: Api): Promise<boolean> {
  try {
    const { data } = await api.basic.POST('/auth/logout', { body: {} });
    return isSuccess(data);
  } catch {
    return false;
  }
}
