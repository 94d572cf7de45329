import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addOrganAgentRequest, byCategory, fieldsOfAuth, setOrganAgentAuthRequest, type OrganFunction } from './organAgentForm';

const func = (functionCode: string, category: string): OrganFunction => ({
  functionCode,
  functionName: functionCode,
  category,
  entryUrl: '/organ/office',
  authorized: true,
});

describe('institution agent requests', () => {
  it('builds the add request with trimmed identity, unique functions and days', () => {
    expect(
      addOrganAgentRequest({
        name: '周敏 ',
        idCardNo: '32010219880715421x',
        cellphone: ' 13912345678',
        password: 'Abc@12345',
        grants: ['JD0201', 'JD0201', 'JD0202'],
        authStartDate: dayjs('2026-11-22'),
        authEndDate: dayjs('2027-06-10'),
      }),
    ).toEqual({
      name: '周敏',
      idCardNo: '32010219880715421X',
      cellphone: '13912345678',
      password: 'Abc@12345',
      functionCodes: ['JD0201', 'JD0202'],
      authStartDate: '2026-11-22',
      authEndDate: '2027-06-10',
    });
  });
  it('round-trips a stored authorisation, date-time answers included', () => {
    const fields = fieldsOfAuth({
      agentId: 'OA1',
      name: '孙丽',
      functionCodes: ['JD0201'],
      authStartDate: '2026-01-05T00:00:00.000Z',
      authEndDate: '2026-12-31',
    });
    expect(setOrganAgentAuthRequest('OA1', fields)).toEqual({
      agentId: 'OA1',
      functionCodes: ['JD0201'],
      authStartDate: '2026-01-05',
      authEndDate: '2026-12-31',
    });
  });
});

describe('byCategory', () => {
  it('groups functions by category in the order first seen', () => {
    const groups = byCategory([func('JD0201', '考务管理'), func('JD0101', '机构管理'), func('JD0202', '考务管理')]);
    expect(groups.map((group) => [group.category, group.functions.map((item) => item.functionCode)])).toEqual([
      ['考务管理', ['JD0201', 'JD0202']],
      ['机构管理', ['JD0101']],
    ]);
  });
});
