// On the login page after a session ran out under the user (a 401): why they are here and,
// when forms were kept (src/stores/kept-forms.ts), that what they typed is waiting for them.
// Not in the prerendered page: storage is the browser's, read once the page is hydrated.
import { useSyncExternalStore } from 'react';
import { sessionExpiry } from '../../../stores/kept-forms';

export const SESSION_EXPIRED_TEXT = '登录已超时，请重新登录';
export const FORMS_KEPT_TEXT = '您填写的内容已保留';

const noticeText = () => {
  const expiry = sessionExpiry();
  if (!expiry) return '';
  return expiry.kept ? `${SESSION_EXPIRED_TEXT}；${FORMS_KEPT_TEXT}` : SESSION_EXPIRED_TEXT;
};
const unchanging = () => () => undefined;

export function SessionExpiredNotice() {
  // The prerendered page (and its hydration) has no notice; the browser's storage then decides.
  const text = useSyncExternalStore(unchanging, noticeText, () => '');
  if (!text) return null;
  return (
    <p className="login-notice login-notice--warning login-expired" role="status">
      {text}
    </p>
  );
}
