import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUSAL, nextSignStep } from './signing';

describe('nextSignStep', () => {
  it('refuses with the server reason when the user may not sign', () => {
    expect(nextSignStep({ canSign: false, needSms: false, reason: '该文书已签收' })).toEqual({ kind: 'refused', reason: '该文书已签收' });
    expect(nextSignStep({ canSign: false, needSms: true, reason: '' })).toEqual({ kind: 'refused', reason: DEFAULT_REFUSAL });
  });
  it('asks for an SMS code sent to the masked phone when required', () => {
    expect(nextSignStep({ canSign: true, needSms: true, cellphoneMasked: '139****0258', reason: '' })).toEqual({
      kind: 'sms',
      cellphoneMasked: '139****0258',
    });
  });
  it('signs at once otherwise', () => {
    expect(nextSignStep({ canSign: true, needSms: false, reason: '' })).toEqual({ kind: 'direct' });
  });
});
