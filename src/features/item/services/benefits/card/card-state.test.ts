import { describe, expect, it } from 'vitest';
import { cardState } from './card-state';

const card = { cardNoMasked: 'A0***7316', bankName: '中国工商银行南京分行' };
const report = { cardNoMasked: 'A0***7316', bankName: '工商银行', lossTime: '2026-11-22 10:16:48' };

describe('the card state the server reports', () => {
  it('tells each status and offers what it allows', () => {
    expect(cardState({ ...card, status: '1', statusTime: '2021-06-18 10:05:33' }, undefined)).toEqual({
      text: '正常使用',
      colour: 'green',
      canReport: true,
      canRemove: false,
    });
    expect(cardState({ ...card, status: '2', statusTime: '2026-11-22 10:16:48', lossValidUntil: '2026-11-27' }, undefined)).toEqual({
      text: '临时挂失（2026-11-22 10:16:48 起，2026-11-27 自动解除）',
      colour: 'orange',
      canReport: true,
      canRemove: true,
    });
    expect(cardState({ ...card, status: '3', statusTime: '2026-11-22 10:16:48' }, undefined)).toMatchObject({
      text: '正式挂失（2026-11-22 10:16:48 起），请到网点或线上申请补领',
      canReport: false,
      canRemove: false,
    });
    expect(cardState({ ...card, status: '4' }, undefined)).toMatchObject({
      text: expect.stringContaining('待启用') as string,
      canReport: true,
      canRemove: false,
    });
    expect(cardState({ ...card, status: '9', statusTime: '2026-01-05 09:00:00' }, undefined)).toMatchObject({
      text: '已注销（2026-01-05 09:00:00）',
      canReport: false,
      canRemove: false,
    });
  });

  it('says so when there is no card in use, and offers nothing', () => {
    expect(cardState(undefined, undefined)).toEqual({
      text: '暂无在用的社会保障卡',
      colour: 'default',
      canReport: false,
      canRemove: false,
    });
  });
});

describe('the card state after a loss report or removal on this page', () => {
  const normal = { ...card, status: '1' as const };
  it('tells a temporary loss with its end, and a formal one with what to do', () => {
    expect(cardState(normal, { kind: 'reported', result: { ...report, lossType: '1', validUntil: '2026-11-27' } })).toMatchObject({
      text: '临时挂失（2026-11-22 10:16:48 起，2026-11-27 自动解除）',
      colour: 'orange',
      canRemove: true,
    });
    expect(cardState(normal, { kind: 'reported', result: { ...report, lossType: '2' } })).toMatchObject({
      text: '正式挂失（2026-11-22 10:16:48 起），请到网点或线上申请补领',
      canRemove: false,
    });
  });
  it('is back in use after the removal, whatever the last read said', () => {
    const lost = { ...card, status: '2' as const };
    expect(cardState(lost, { kind: 'removed', result: { cardNoMasked: 'A0***7316', removeTime: '2026-11-22 10:22:35' } })).toMatchObject({
      text: '已解挂（2026-11-22 10:22:35），恢复正常使用',
      colour: 'green',
      canRemove: false,
    });
  });
});
