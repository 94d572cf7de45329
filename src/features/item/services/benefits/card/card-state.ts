// The card's state as the loss page last learned it. No operation reports the
// card's loss state, so the page shows what its latest report or removal said.
import type { components } from '../../../../../api/generated/business-center';

type LossReport = components['schemas']['SscReportLossResponse']['map'];
type LossRemoval = components['schemas']['SscRemoveLossResponse']['map'];

/** The answer of the latest loss report or removal. */
export type CardEvent = { kind: 'reported'; result: LossReport } | { kind: 'removed'; result: LossRemoval };

export function cardStateText(event: CardEvent | undefined): { text: string; colour: string } {
  if (!event) return { text: '正常使用', colour: 'green' };
  if (event.kind === 'removed') return { text: `已解挂（${event.result.removeTime}），恢复正常使用`, colour: 'green' };
  const { lossType, lossTime, validUntil } = event.result;
  if (lossType === '2') return { text: `正式挂失（${lossTime} 起），请到网点或线上申请补领`, colour: 'red' };
  return { text: `临时挂失（${lossTime} 起${validUntil ? `，${validUntil} 自动解除` : ''}）`, colour: 'orange' };
}

