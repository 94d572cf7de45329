import { describe, expect, it } from 'vitest';
import { decideServerMessage, ERROR_MESSAGES, isNoDataMessage, serverMessageText } from './messages';

describe('decideServerMessage: spec §8 for any server message', () => {
  it.each([
    ['系统维护中，请稍后再试', { kind: 'show', text: '系统维护中，请稍后再试' }],
    ['  前后空白去掉  ', { kind: 'show', text: '前后空白去掉' }],
    ['未查询到信息!', { kind: 'noData' }],
    ['未查询到信息！', { kind: 'noData' }],
    [' 未查询到信息! ', { kind: 'noData' }],
    ['t4712 会话校验未通过', { kind: 'silent' }],
    ['t4712', { kind: 'silent' }],
    ['invalid token: signature mismatch', { kind: 'show', text: ERROR_MESSAGES.invalid }],
    ['Invalid parameter', { kind: 'show', text: ERROR_MESSAGES.invalid }],
    ['INVALID', { kind: 'show', text: ERROR_MESSAGES.invalid }],
    ['人脸认证流水号不存在或已过期', { kind: 'data', text: '人脸认证流水号不存在或已过期' }],
    ['错误：人脸认证流水号不存在或已过期，请重新认证', { kind: 'data', text: '错误：人脸认证流水号不存在或已过期，请重新认证' }],
    ['', { kind: 'show', text: ERROR_MESSAGES.serverError }],
    ['   ', { kind: 'show', text: ERROR_MESSAGES.serverError }],
    [undefined, { kind: 'show', text: ERROR_MESSAGES.serverError }],
    [null, { kind: 'show', text: ERROR_MESSAGES.serverError }],
  ] as const)('%j → %j', (msg, decision) => {
    expect(decideServerMessage(msg)).toEqual(decision);
  });

  it('keeps the rules to their positions: t4712 only at the start, invalid only at the start, 未查询到信息! only alone', () => {
    expect(decideServerMessage('错误码 t4712')).toEqual({ kind: 'show', text: '错误码 t4712' });
    expect(decideServerMessage('参数 invalid')).toEqual({ kind: 'show', text: '参数 invalid' });
    expect(decideServerMessage('未查询到信息!请核对')).toEqual({ kind: 'show', text: '未查询到信息!请核对' });
  });

  it("uses the caller's fallback for an empty message", () => {
    expect(decideServerMessage('', '上传未成功')).toEqual({ kind: 'show', text: '上传未成功' });
  });
});

describe('serverMessageText', () => {
  it('gives the text to show, or undefined where spec §8 shows nothing', () => {
    expect(serverMessageText('已受理')).toBe('已受理');
    expect(serverMessageText('invalid x')).toBe(ERROR_MESSAGES.invalid);
    expect(serverMessageText('未查询到信息!')).toBeUndefined();
    expect(serverMessageText('t4712 x')).toBeUndefined();
  });

  it("with a fallback, the screen's own words wherever spec §8 shows nothing of the message", () => {
    expect(serverMessageText('', '已保存')).toBe('已保存');
    expect(serverMessageText('未查询到信息!', '已保存')).toBe('已保存');
    expect(serverMessageText('t4712 x', '已保存')).toBe('已保存');
    expect(serverMessageText('保存成功', '已保存')).toBe('保存成功');
  });

  it('isNoDataMessage', () => {
    expect(isNoDataMessage('未查询到信息！')).toBe(true);
    expect(isNoDataMessage('系统繁忙')).toBe(false);
  });
});
