import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addAgentRequest, fieldsOfAgent, setAgentRequest, startIsFixed, type MultipleAgent } from './agentForm';

const agent: MultipleAgent = {
  agentId: 'A1',
  name: '张伟',
  idCardMasked: '3201**********0017',
  cellphoneMasked: '138****1234',
  scopeCodes: ['DWCB', 'DWZG'],
  authStartDate: '2026-03-15',
  authEndDate: '2027-03-14',
  authStatus: 'valid',
  createTime: '2026-03-15 09:00:00',
};

describe('agent requests', () => {
  it('trims identity fields, upper-cases the check letter and writes days', () => {
    expect(
      addAgentRequest({
        name: ' 张伟 ',
        idCardNo: '11010519491231002x',
        cellphone: '13812341234 ',
        grants: ['DWCB', 'DWCB', 'DWZG'],
        authStartDate: dayjs('2026-03-15'),
        authEndDate: dayjs('2027-03-14'),
      }),
    ).toEqual({
      name: '张伟',
      idCardNo: '11010519491231002X',
      cellphone: '13812341234',
      scopeCodes: ['DWCB', 'DWZG'],
      authStartDate: '2026-03-15',
      authEndDate: '2027-03-14',
    });
  });
  it('round-trips a listed agent through the dialog fields', () => {
    expect(setAgentRequest('A1', fieldsOfAgent(agent))).toEqual({
      agentId: 'A1',
      scopeCodes: ['DWCB', 'DWZG'],
      authStartDate: '2026-03-15',
      authEndDate: '2027-03-14',
    });
  });
  it('fixes the start of an authorisation already under way only', () => {
    expect(startIsFixed(agent)).toBe(true);
    expect(startIsFixed({ ...agent, authStatus: 'notStarted' })).toBe(false);
  });
});
