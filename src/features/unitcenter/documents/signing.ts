// What "签收" does next, from the server's check (onlineDel/toSignedChecked):
// refuse with its reason, ask for the SMS code first, or sign at once.
import type { components } from '../../../api/generated/channel';

export type SignCheck = components['schemas']['OnlineDocSignCheckResponse']['map'];

export type SignStep = { kind: 'refused'; reason: string } | { kind: 'sms'; cellphoneMasked: string } | { kind: 'direct' };

export const DEFAULT_REFUSAL = '该文书当前不能签收';

export function nextSignStep(check: SignCheck): SignStep {
  if (!check.canSign) return { kind: 'refused', reason: check.reason || DEFAULT_REFUSAL };
  if (check.needSms) return { kind: 'sms', cellphoneMasked: check.cellphoneMasked ?? '单位社保联系人手机' };
  return { kind: 'direct' };
}
