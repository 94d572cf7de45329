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
  constructor(
    readonly detail: unknown,
    /** The answer's HTTP status (599 for a failure in the client: timeout, no connection, cipher). */
    readonly status?: number,
  ) {
    super('请求未完成');
    this.name = 'CallFailedError';
  }
}

/** The whole successful envelope (when the screen shows the server's msg). */
export async function envelopeOf<Map>(
  call: Promise<{ data?: Envelope<Map>; error?: unknown; response?: Response }>,
): Promise<Envelope<Map>> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw new CallFailedError(error, response?.status);
  if (!isSuccess(data)) throw new BusinessCodeError(data.appcode, data.msg);
  return data;
}

export async function answerOf<Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown; response?: Response }>): Promise<Map> {
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

const CLIENT_FAILURE_REASONS: Record<string, string> = {
  CLIENT_TIMEOUT: '服务器长时间没有答复（请求超时）',
  CLIENT_NETWORK: '未能连上服务器，请检查网络',
  CLIENT_CIPHER: '服务器的答复未通过校验',
};

/**
 * Why a call that ended without a business answer failed, in words for the form that sent
 * it: a timeout, no connection, a 5xx (with the server's message where spec §8 shows it),
 * a gateway's 502/503 page. Undefined for a 401: the session is over, the form is kept and
 * the user is on the login page.
 */
export function callFailureReason(error: unknown): string | undefined {
  if (!(error instanceof CallFailedError) || error.status === 401) return undefined;
  const detail = (typeof error.detail === 'object' && error.detail !== null ? error.detail : {}) as { appcode?: unknown; msg?: unknown };
  const clientReason = typeof detail.appcode === 'string' ? CLIENT_FAILURE_REASONS[detail.appcode] : undefined;
  if (clientReason) return clientReason;
  if (error.status === 404) return '您访问的资源不存在';
  if (error.status === 500 && typeof detail.msg === 'string') {
    const decision = decideServerMessage(detail.msg);
    if (decision.kind === 'show') return decision.text;
  }
  return '服务暂时不可用（服务器断开）';
}
