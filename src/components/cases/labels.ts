// Names and colours of the case and delivery states of the affair service, and
// the formats the case screens share (file sizes, amounts of money).
import type { components } from '../../api/generated/affair';

export type CaseState = components['schemas']['CaseState'];
export type DeliveryState = components['schemas']['DeliveryState'];

export const CASE_STATES: Record<CaseState, { label: string; color: string }> = {
  submitted: { label: '已提交', color: 'blue' },
  handling: { label: '办理中', color: 'processing' },
  supplement: { label: '待补正', color: 'warning' },
  finished: { label: '已办结', color: 'success' },
  rejected: { label: '不予受理', color: 'error' },
};

export const DELIVERY_STATES: Record<DeliveryState, { label: string; color: string }> = {
  waiting: { label: '待寄出', color: 'default' },
  inTransit: { label: '运输中', color: 'processing' },
  delivering: { label: '派送中', color: 'blue' },
  delivered: { label: '已签收', color: 'success' },
  returned: { label: '已退回', color: 'error' },
};

/** 1536 → "1.5 KB"; sizes are in bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 27648 → "27,648.00"; amounts are yuan with two decimals. */
export function formatYuan(amount: number): string {
  return amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
