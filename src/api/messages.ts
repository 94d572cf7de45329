// What the user sees of a server's message (spec §8). One function,
// decideServerMessage, decides for every message a server sends — in an error
// answer (the error middleware) and in an ordinary answer a screen shows
// (through serverMessageText, showServerMessage and the components built on
// them). Exact texts: screens and tests compare against them.
export const ERROR_MESSAGES = {
  notFound: '您访问的资源不存在',
  serverError: '您的请求出现错误，请稍后再试',
  disconnected: '服务器断开，请稍后重试',
  timeout: '请求超时,请稍后重试',
  invalid: '无效的请求',
} as const;

/** Spec §8: this server message is never shown; the screen shows its empty state. */
const NO_DATA_MESSAGES = new Set(['未查询到信息!', '未查询到信息！']);

/** Spec §8: a message carrying this code at its start is silenced. */
const SILENCED_CODE = 't4712';

/** Spec §8: a message holding this text is an ordinary answer for the caller. */
export const FACE_SERIAL_EXPIRED = '人脸认证流水号不存在或已过期';

export type ServerMessageDecision =
  /** Show this text. */
  | { readonly kind: 'show'; readonly text: string }
  /** 未查询到信息!: show nothing; the screen shows its empty state. */
  | { readonly kind: 'noData' }
  /** t4712…: show nothing at all. */
  | { readonly kind: 'silent' }
  /** The face-serial message: no error; the caller treats the answer as data (its text is given for the caller to use). */
  | { readonly kind: 'data'; readonly text: string };

/**
 * Spec §8 for one server message, in this order: the face-serial message is
 * data; no message shows `fallback` (the catalogue's 500 text unless the
 * caller has its own); 未查询到信息! shows nothing (no data); a message
 * starting with t4712 shows nothing; a message starting with "invalid" (any
 * case) shows 无效的请求; any other message is shown as the server wrote it.
 */
export function decideServerMessage(msg: string | null | undefined, fallback: string = ERROR_MESSAGES.serverError): ServerMessageDecision {
  const text = typeof msg === 'string' ? msg.trim() : '';
  if (text.includes(FACE_SERIAL_EXPIRED)) return { kind: 'data', text };
  if (text === '') return { kind: 'show', text: fallback };
  if (NO_DATA_MESSAGES.has(text)) return { kind: 'noData' };
  if (text.startsWith(SILENCED_CODE)) return { kind: 'silent' };
  if (/^invalid/i.test(text)) return { kind: 'show', text: ERROR_MESSAGES.invalid };
  return { kind: 'show', text };
}

/**
 * The text a screen may show for a server message. Without a fallback:
 * undefined when spec §8 shows nothing (未查询到信息!, t4712…). With one: the
 * screen's own words instead, also for an empty message.
 */
export function serverMessageText(msg: string | null | undefined): string | undefined;
export function serverMessageText(msg: string | null | undefined, fallback: string): string;
export function serverMessageText(msg: string | null | undefined, fallback?: string): string | undefined {
  const decision = decideServerMessage(msg, fallback);
  return decision.kind === 'show' || decision.kind === 'data' ? decision.text : fallback;
}

/** Whether the message means "nothing found" (spec §8: shown as the empty state, never as text). */
export function isNoDataMessage(msg: string | null | undefined): boolean {
  return decideServerMessage(msg).kind === 'noData';
}
