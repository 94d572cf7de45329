// The card's state: what the server reports (ssc/getLastApplicationInfo's
// `card`), unless the page has just reported the card lost or removed the loss
// itself — then the answer of that call is the newest word. The state decides
// which of the two actions the page offers.
import type { components } from '../../../../../api/generated/business-center';

type Card = components['schemas']['SscCard'];
type LossReport = components['schemas']['SscReportLossResponse']['map'];
type LossRemoval = components['schemas']['SscRemoveLossResponse']['map'];
type CardStatus = Card['status'];

/** The answer of the latest loss report or removal. */
export type CardEvent = { kind: 'reported'; result: LossReport } | { kind: 'removed'; result: LossRemoval };

export interface CardState {
  text: string;
  colour: string;
  canReport: boolean;
  canRemove: boolean;
}

function temporaryLoss(since: string | undefined, until: string | undefined): string {
  const when = [since && `${since} 起`, until && `${until} 自动解除`].filter(Boolean).join('，');
  return when ? `临时挂失（${when}）` : '临时挂失';
}

function formalLoss(since: string | undefined): string {
  return `正式挂失${since ? `（${since} 起）` : ''}，请到网点或线上申请补领`;
}

const ACTIONS: Record<CardStatus, Pick<CardState, 'canReport' | 'canRemove'>> = {
  '1': { canReport: true, canRemove: false },
  // A temporary loss may still become a formal one.
  '2': { canReport: true, canRemove: true },
  '3': { canReport: false, canRemove: false },
  '4': { canReport: true, canRemove: false },
  '9': { canReport: false, canRemove: false },
};

export function cardState(card: Card | undefined, event: CardEvent | undefined): CardState {
  if (event?.kind === 'removed') return { text: `已解挂（${event.result.removeTime}），恢复正常使用`, colour: 'green', ...ACTIONS['1'] };
  if (event?.kind === 'reported') {
    const { lossType, lossTime, validUntil } = event.result;
    if (lossType === '2') return { text: formalLoss(lossTime), colour: 'red', ...ACTIONS['3'] };
    return { text: temporaryLoss(lossTime, validUntil), colour: 'orange', ...ACTIONS['2'] };
  }
  if (!card) return { text: '暂无在用的社会保障卡', colour: 'default', canReport: false, canRemove: false };
  switch (card.status) {
    case '1':
      return { text: '正常使用', colour: 'green', ...ACTIONS['1'] };
    case '2':
      return { text: temporaryLoss(card.statusTime, card.lossValidUntil), colour: 'orange', ...ACTIONS['2'] };
    case '3':
      return { text: formalLoss(card.statusTime), colour: 'red', ...ACTIONS['3'] };
    case '4':
      return { text: '待启用：请到合作银行网点或在“江苏智慧人社”App 中启用', colour: 'blue', ...ACTIONS['4'] };
    case '9':
      return { text: `已注销${card.statusTime ? `（${card.statusTime}）` : ''}`, colour: 'default', ...ACTIONS['9'] };
  }
}
