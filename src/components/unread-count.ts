// The unread-message count (message/queryNotReadMessageCount), kept in the home
// store for the header's bell and the centre overviews. Both ask for it as they
// open, usually on the same page load: a call already on its way answers both.
import { api } from '../api';
import { setUnreadCount } from '../stores/home';
import { answerOf } from './apiAnswer';

let onItsWay: Promise<void> | undefined;

/** Asks for the count unless a call is already on its way; a failed call keeps the last count (the client reported it). */
export function refreshUnreadCount(): Promise<void> {
  onItsWay ??= answerOf(api.person.POST('/message/queryNotReadMessageCount', { body: {} }))
    .then(
      (map) => setUnreadCount(map.notReadCount),
      () => undefined,
    )
    .finally(() => {
      onItsWay = undefined;
    });
  return onItsWay;
}
