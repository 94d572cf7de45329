import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { agentGrant, agentIdentity, fieldsOfGrant } from './agentFields';

describe('agent fields', () => {
  it('trims the identity and writes the ID check letter in capitals', () => {
    expect(agentIdentity({ name: ' 周敏 ', idCardNo: '32010219880715421x ', cellphone: ' 13912345678' })).toEqual({
      name: '周敏',
      idCardNo: '32010219880715421X',
      cellphone: '13912345678',
    });
  });
  it('sends each grant once and the period as days', () => {
    expect(agentGrant({ grants: ['DWCB', 'DWCB', 'DWZG'], authStartDate: dayjs('2026-11-22'), authEndDate: dayjs('2027-06-10') })).toEqual({
      grants: ['DWCB', 'DWZG'],
      authStartDate: '2026-11-22',
      authEndDate: '2027-06-10',
    });
  });
  it('round-trips a stored grant, date-time answers included', () => {
    expect(agentGrant(fieldsOfGrant(['JD0201'], '2026-01-05T00:00:00.000Z', '2026-12-31'))).toEqual({
      grants: ['JD0201'],
      authStartDate: '2026-01-05',
      authEndDate: '2026-12-31',
    });
  });
});
