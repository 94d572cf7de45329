// Connects the HTTP client to the portal: the session's token and channel, the
// 401 rule of spec §4, antd messages, and the global loading indicator.
import type { MessageInstance } from 'antd/es/message/interface';
import { configureApi } from '../api';
import { BASE_PATH, TOAST_DURATION_SECONDS } from '../config/app';
import { loginHref, paths } from '../config/paths';
import { resetUserCounters } from '../stores/home';
import { endSession, session } from '../stores/session';
import { setRequestsInFlight } from '../stores/ui';
import type { AppRouter } from './router';

export function connectApi({ router, message }: { router: AppRouter; message: MessageInstance }): void {
  configureApi({
    getToken: () => session.token || undefined,
    getChannelType: () => session.channelType || undefined,
    // With or without a token the session is over: forget the user, then log in again
    // and come back to where the user was.
    onUnauthorized: () => {
      endSession();
      resetUserCounters();
      // The router's own location includes the base path; links inside the portal do not.
      const { pathname, search, hash } = router.state.location;
      const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
      if (path === paths.login.login) return;
      void router.navigate(loginHref(path + search + hash), { replace: true });
    },
    showError: (text, onClose) => {
      void message.error({ content: text, duration: TOAST_DURATION_SECONDS, onClose });
    },
    onLoadingChange: setRequestsInFlight,
  });
}
