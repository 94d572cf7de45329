// How the family screen names and treats each binding state.
import type { components } from '../../../../api/generated/person';

export type FamilyBindState = components['schemas']['FamilyBindState'];
export type FamilyMemberType = components['schemas']['FamilyMemberType'];

export const FAMILY_STATE_LABELS: Record<FamilyBindState, { text: string; color: string }> = {
  waiting: { text: '待成员确认', color: 'processing' },
  confirmed: { text: '已绑定', color: 'success' },
  rejected: { text: '成员已拒绝', color: 'error' },
  expired: { text: '已超时未确认', color: 'warning' },
};

export const MEMBER_TYPE_LABELS: Record<FamilyMemberType, string> = {
  minor: '未成年',
  adult: '成年',
};

/** The confirmation is polled every 5 seconds for at most 3 minutes; after that the list shows the state. */
export const FAMILY_POLL_INTERVAL_MS = 5000;
export const FAMILY_POLL_LIMIT_MS = 3 * 60 * 1000;

/** A request that was refused or timed out can be sent again (base/resetUserFamily). */
export function canResend(state: FamilyBindState): boolean {
  return state === 'rejected' || state === 'expired';
}

/** What the user is told once a bind or a resend has an answer. */
export function bindOutcomeText(state: FamilyBindState, name: string): string {
  switch (state) {
    case 'confirmed':
      return `${name} 已绑定为您的家庭成员`;
    case 'waiting':
      return `已向 ${name} 发送确认短信，请提醒其在 72 小时内确认`;
    case 'rejected':
      return `${name} 拒绝了绑定申请`;
    case 'expired':
      return `${name} 超过 72 小时未确认，绑定申请已失效`;
  }
}
