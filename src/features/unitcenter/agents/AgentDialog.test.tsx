// @vitest-environment jsdom
// The agent dialog refuses what the server would refuse before sending
// anything: identity, phone and scopes of a new agent, and the authorisation
// period rules (start not before today unless already under way, end not
// before the start and at most three years ahead).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api';
import { FeedbackProvider } from '../../../components/feedback';
import { latestAuthEnd } from '../../../lib/auth-period';
import { formatDay } from '../../../lib/calendar-days';
import { AgentDialog } from './AgentDialog';
import type { MultipleAgent } from './agentForm';

const sent: string[] = [];
// The client's calls are made up: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.unit, 'POST').mockImplementation(((path: string) => {
  sent.push(path);
  return Promise.resolve({ data: { appcode: '0', msg: '成功', map: {} } });
}) as never);

const scopes = [
  { code: 'DWCB', name: '单位参保登记与变更', granted: true },
  { code: 'DWZG', name: '职工增减员', granted: true },
] as const;

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function listedAgent(change: Partial<MultipleAgent>): MultipleAgent {
  return {
    agentId: 'A1',
    name: '张伟',
    idCardMasked: '3201**********0017',
    cellphoneMasked: '138****1234',
    scopeCodes: ['DWCB'],
    authStartDate: day(0),
    authEndDate: day(365),
    authStatus: 'valid',
    createTime: '2026-03-15 09:00:00',
    ...change,
  };
}

function open(agent?: MultipleAgent) {
  const onSaved = vi.fn();
  render(
    <MemoryRouter initialEntries={['/unitcenter/agents']}>
      <FeedbackProvider>
        <AgentDialog agent={agent} scopes={[...scopes]} onSaved={onSaved} onClose={() => undefined} />
      </FeedbackProvider>
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog');
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: agent ? '保存授权' : '确认新增' }));
  return { dialog, submit, onSaved };
}

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  sent.length = 0;
  // Each test starts without a draft kept by the one before.
  sessionStorage.clear();
});
afterEach(cleanup);

describe('adding an agent', () => {
  it('asks for every field and sends nothing', async () => {
    const { dialog, submit } = open();
    submit();
    for (const text of ['请输入姓名', '请至少选择一项经办权限', '请选择授权开始日期', '请选择授权截止日期']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
  });

  it('refuses a resident ID with a wrong check digit and a short mobile number', async () => {
    const { dialog, submit } = open();
    fireEvent.change(within(dialog).getByLabelText('身份证号码'), { target: { value: '320102198807154212' } });
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '1381234567' } });
    submit();
    expect(await within(dialog).findByText(/身份证号码不正确/)).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入 11 位手机号码')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('the authorisation period', () => {
  it('refuses a start before today for an authorisation not yet under way', async () => {
    const { dialog, submit } = open(listedAgent({ authStatus: 'notStarted', authStartDate: day(-1) }));
    submit();
    expect(await within(dialog).findByText('授权开始日期不能早于今天')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps the past start of an authorisation under way, fixed, and saves', async () => {
    const { dialog, submit, onSaved } = open(listedAgent({ authStartDate: day(-30) }));
    expect(within(dialog).getByText('授权已开始，开始日期不可调整')).toBeInTheDocument();
    submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    expect(sent).toEqual(['/unitBase/setMultipleAgent']);
  });

  it('refuses an end before the start', async () => {
    const { dialog, submit } = open(listedAgent({ authStatus: 'notStarted', authStartDate: day(20), authEndDate: day(10) }));
    submit();
    expect(await within(dialog).findByText('授权截止日期不能早于开始日期')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses an end more than three years ahead, naming the last allowed day', async () => {
    const latest = latestAuthEnd(formatDay(new Date()));
    const { dialog, submit } = open(listedAgent({ authEndDate: dayjs(latest).add(1, 'day').format('YYYY-MM-DD') }));
    submit();
    expect(await within(dialog).findByText(`授权期限最长三年，截止日期不能晚于 ${latest}`)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
