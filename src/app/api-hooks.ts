// Connects the HTTP client to the portal: the session's token and channel, the
// 401 rule of spec §4, antd messages, and the global loading indicator.
import type { MessageInstance } from 'antd/es/message/interface';
import type { Location } from 'react-router-dom';
import { configureApi } from '../api';
import { TOAST_DURATION_SECONDS } from '../config/app';
import { loginHref, paths } from '../config/paths';
import { resetUserCounters } from '../stores/home';
import { keepOpenForms } from '../stores/kept-forms';
import { endSession, session } from '../stores/session';
import { setRequestsInFlight } from '../stores/ui';

interface ApiConnectionOptions {
  message: MessageInstance;
  /** Where the router is now (its path inside the portal, as links name it). */
  location: () => Location;
  /** Replaces the router's current entry. */
  replaceWith: (to: string) => void;
}

/** The session's token and channel on every call: what the first page's early calls need before the router is there (src/app/boot.tsx). */
export function connectSession(): void {
  configureApi({
    getToken: () => session.token || undefined,
    getChannelType: () => session.channelType || undefined,
  });
}

export function connectApi({ message, location, replaceWith }: ApiConnectionOptions): void {
  connectSession();
  configureApi({
    // With or without a token the session is over: keep what the user typed into the
    // forms on screen (for this user and route), forget the user, then log in again and
    // come back to where the user was, where the forms open with their values.
    onUnauthorized: ({ hadToken }) => {
      keepOpenForms(hadToken);
      endSession();
      resetUserCounters();
      const { pathname, search, hash } = location();
      if (pathname === paths.login.login) return;
      replaceWith(loginHref(pathname + search + hash));
    },
    showError: (text, onClose) => {
      void message.error({ content: text, duration: TOAST_DURATION_SECONDS, onClose });
    },
    onLoadingChange: setRequestsInFlight,
  });
}
