import { describe, expect, it } from 'vitest';
import { cardStateText } from './card-state';

describe('the card state after a loss report or removal', () => {
  it('is in use until something happens', () => {
    expect(cardStateText(undefined).text).toBe('正常使用');
  });
  it('tells a temporary loss with its end, and a formal one with what to do', () => {
    const report = { cardNoMasked: 'A0***7316', bankName: '工商银行', lossTime: '2026-11-22 10:16:48' };
    expect(cardStateText({ kind: 'reported', result: { ...report, lossType: '1', validUntil: '2026-11-27' } })).toEqual({ text: '临时挂失（2026-11-22 10:16:48 起，2026-11-27 自动解除）', colour: 'orange' });
    expect(cardStateText({ kind: 'reported', result: { ...report, lossType: '2' } }).text).toBe('正式挂失（2026-11-22 10:16:48 起），请到网点或线上申请补领');
  });
  it('is back in use after the removal', () => {
    expect(cardStateText({ kind: 'removed', result: { cardNoMasked: 'A0***7316', removeTime: '2026-11-22 10:22:35' } })).toEqual({ text: '已解挂（2026-11-22 10:22:35），恢复正常使用', colour: 'green' });
  });
});
