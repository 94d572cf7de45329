// Logout (spec §4): tell the server, then forget the user locally even when
// the call failed (logoutCall never throws).
import { api } from '../api';
import { logoutCall } from '../api/flows';
import { resetUserCounters } from '../stores/home';
import { endSession } from '../stores/session';

export async function logout(): Promise<void> {
  await logoutCall(api);
  endSession();
  resetUserCounters();
}
