// What the client needs from the application: session, navigation, toasts,
// the loading indicator. Read at call time, so the app may configure them
// after the client exists.
export interface ApiHooks {
  /** The current Access-Token, if logged in. */
  getToken: () => string | undefined;
  /** The session's channel type; undefined means the web default. */
  getChannelType: () => string | undefined;
  /** Spec §4 session expiry: with a token, log out then go to /login; without, clear the token and go. */
  onUnauthorized: (info: { hadToken: boolean }) => void;
  /** Shows a toast; calls onClose when it is gone. */
  showError: (message: string, onClose: () => void) => void;
  /** The global loading indicator: how many non-polling calls are in flight. */
  onLoadingChange: (inFlight: number) => void;
}

export const DEFAULT_HOOKS: ApiHooks = {
  getToken: () => undefined,
  getChannelType: () => undefined,
  onUnauthorized: () => undefined,
  // Nothing is shown, so nothing stays open.
  showError: (_message, onClose) => onClose(),
  onLoadingChange: () => undefined,
};
