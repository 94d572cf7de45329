// From a typed client call to what a screen renders: the envelope's map on
// success, an error otherwise. Transport and HTTP errors were already shown to
// the user by the client; business codes (appcode ≠ "0") carry their message
// so the screen can show it where it belongs — as spec §8 allows
// (messageToShow, isNoData: decideServerMessage of src/api decides).
import { isSuccess, showNotice, type Envelope } from '../api';
import { decideServerMessage } from '../api/messages';

/** An answer whose appcode is not "0"; `message` is the server's msg. */
export class BusinessCodeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BusinessCodeError';
  }
}

/** The call failed before a business answer existed (already shown by the client). */
export class CallFailedError extends Error {
  constructor(readonly detail: unknown) {
    super('请求未完成');
    this.name = 'CallFailedError';
  }
}

/** The whole successful envelope (when the screen shows the server's msg). */
export async function envelopeOf<Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown }>): Promise<Envelope<Map>> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw new CallFailedError(error);
  if (!isSuccess(data)) throw new BusinessCodeError(data.appcode, data.msg);
  return data;
}

export async function answerOf<Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown }>): Promise<Map> {
  return (await envelopeOf(call)).map;
}

/**
 * The text to show for a failure a screen handles itself (business codes), as
 * spec §8 allows; undefined when the client already showed it, when spec §8
 * shows nothing (未查询到信息!, t4712…) or when the server said nothing — the
 * screen then uses its own words.
 */
export function messageToShow(error: unknown): string | undefined {
  if (!(error instanceof BusinessCodeError)) return undefined;
  const decision = decideServerMessage(error.message, '');
  return (decision.kind === 'show' || decision.kind === 'data') && decision.text !== '' ? decision.text : undefined;
}

/** The business answer means "nothing found" (未查询到信息!): the screen shows its empty state. */
export function isNoData(error: unknown): boolean {
  return error instanceof BusinessCodeError && decideServerMessage(error.message).kind === 'noData';
}

/**
 * A business refusal as a toast, as spec §8 allows (messageToShow), each text
 * once at a time together with the client's own error toasts; nothing for a
 * failure the client already showed.
 */
export function toastRefusal(error: unknown, prefix = ''): void {
  const text = messageToShow(error);
  if (text) showNotice(`${prefix}${text}`);
}
