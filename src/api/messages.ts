// What the user sees when a call fails (spec §8). Exact texts: screens and
// tests compare against them.
export const ERROR_MESSAGES = {
  notFound: '您访问的资源不存在',
  serverError: '您的请求出现错误，请稍后再试',
  disconnected: '服务器断开，请稍后重试',
  timeout: '请求超时,请稍后重试',
  invalid: '无效的请求',
} as const;

/** Spec §8: this server message is never shown. */
const SILENCED_MESSAGES = new Set(['未查询到信息!', '未查询到信息！']);

/** Spec §8: a message carrying this code at its start is silenced. */
const SILENCED_CODE = 't4712';

/** Spec §8: a 500 with this message is an ordinary answer for the caller. */
export const FACE_SERIAL_EXPIRED = '人脸认证流水号不存在或已过期';

/** The text to show for a server error message, or undefined when it is silenced. */
export function visibleServerMessage(msg: string | undefined): string | undefined {
  const text = msg?.trim() ?? '';
  if (text === '') return ERROR_MESSAGES.serverError;
  if (SILENCED_MESSAGES.has(text) || text.startsWith(SILENCED_CODE)) return undefined;
  if (/^invalid/i.test(text)) return ERROR_MESSAGES.invalid;
  return text;
}
