// Coming back from a third party: Alipay, WeChat and the provincial government
// service network send the user back to the screen that sent them away, with
// a one-time code (or ticket) on the address. Which party it was shows in the
// parameters each one uses; the screen completes the step and then drops them
// from the address so that a reload does not submit a used code again.
import { BASE_PATH } from '../../../../config/app';
import type { AppPath } from '../../../../config/paths';

export type ThirdPartyReturn =
  | { kind: 'alipay'; authCode: string; state: string }
  | { kind: 'wechat'; authCode: string; state: string }
  | { kind: 'gov'; ticket: string }
  | { kind: 'govSign'; signFlowId: string; signResult: 'success' | 'fail' };

/** The parameters a return may carry, removed once it is handled. */
export const RETURN_PARAMS = ['auth_code', 'code', 'state', 'ticket', 'signFlowId', 'signResult'] as const;

export function thirdPartyReturnOf(search: URLSearchParams): ThirdPartyReturn | undefined {
  const value = (name: string) => search.get(name)?.trim() || undefined;
  const state = value('state');
  const alipayCode = value('auth_code');
  if (alipayCode && state) return { kind: 'alipay', authCode: alipayCode, state };
  const wechatCode = value('code');
  if (wechatCode && state) return { kind: 'wechat', authCode: wechatCode, state };
  const signFlowId = value('signFlowId');
  const signResult = value('signResult');
  if (signFlowId && (signResult === 'success' || signResult === 'fail')) return { kind: 'govSign', signFlowId, signResult };
  const ticket = value('ticket');
  if (ticket) return { kind: 'gov', ticket };
  return undefined;
}

/** The portal address a third party sends the user back to (the contract wants it under /web/). */
export function portalReturnUrl(screen: AppPath): string {
  return `${BASE_PATH}${screen}`;
}
