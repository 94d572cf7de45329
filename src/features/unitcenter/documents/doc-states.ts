// What the online documents' screen and its detail drawer both name.
import type { components } from '../../../api/generated/channel';

export type OnlineDoc = components['schemas']['OnlineDoc'];
export type DocState = OnlineDoc['state'];

export const DOC_STATES: Record<DocState, { label: string; color: string }> = {
  unsigned: { label: '待签收', color: 'orange' },
  signed: { label: '已签收', color: 'green' },
  overdue: { label: '逾期未签收', color: 'red' },
};
