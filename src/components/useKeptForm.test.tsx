// @vitest-environment jsdom
// The one mechanism every kept form uses: what was typed comes back after an expired
// session for the same user on the same route (never the secrets), drafts come back after
// a remount, and nothing comes back for another user or after a logout.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepOpenForms } from '../stores/kept-forms';
import { applyUserInfo, endSession, startSession } from '../stores/session';
import { FeedbackProvider } from './feedback';
import { forgetUser } from './logout';
import { RESTORED_NOTICES, useKeptForm } from './useKeptForm';

vi.setConfig({ testTimeout: 60_000 });

const ROUTE = '/center/address';

function logIn(userId: string): void {
  startSession(`token-of-${userId}`);
  applyUserInfo({ userId, name: userId, userType: '1', needImprovePwd: 'false' });
}

function ProfileForm({ draft = false }: { draft?: boolean }) {
  const [form] = Form.useForm();
  const kept = useKeptForm(form, { name: 'profile', draft });
  return (
    <Form form={form} onValuesChange={kept.onValuesChange}>
      <Form.Item name="receiverName" label="收件人">
        <Input />
      </Form.Item>
      <Form.Item name="password" label="密码">
        <Input.Password />
      </Form.Item>
      <button type="button" onClick={kept.clear}>
        提交成功
      </button>
    </Form>
  );
}

function open(draft = false) {
  return render(
    <MemoryRouter initialEntries={[ROUTE]}>
      <FeedbackProvider>
        <ProfileForm draft={draft} />
      </FeedbackProvider>
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** Valtio tells the store's subscriber after the current task. */
const sessionNoticed = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The session runs out under the form: the 401 rule keeps it, then forgets the user. */
async function expire(): Promise<void> {
  keepOpenForms(true);
  cleanup();
  endSession();
  await sessionNoticed();
}

describe('useKeptForm', () => {
  beforeEach(() => {
    sessionStorage.clear();
    logIn('person-a');
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('gives the same user what they typed after the session ran out, with a notice, and never the password', async () => {
    open();
    type('收件人', '王小明');
    type('密码', 'Secret#2026');
    await expire();
    logIn('person-a');
    open();
    await waitFor(() => expect(field('收件人').value).toBe('王小明'));
    expect(field('密码').value).toBe('');
    expect(await screen.findByText(RESTORED_NOTICES.expired)).toBeInTheDocument();
  });

  it('gives another user nothing', async () => {
    open();
    type('收件人', '王小明');
    await expire();
    logIn('person-b');
    await sessionNoticed();
    open();
    await sessionNoticed();
    expect(field('收件人').value).toBe('');
  });

  it('keeps a long form’s draft across a remount until it went through', async () => {
    open(true);
    type('收件人', '王小明');
    cleanup();
    open(true);
    await waitFor(() => expect(field('收件人').value).toBe('王小明'));
    fireEvent.click(screen.getByRole('button', { name: '提交成功' }));
    cleanup();
    open(true);
    await sessionNoticed();
    expect(field('收件人').value).toBe('');
  });

  it('keeps nothing after a logout or a cancelled account, even for the same user', async () => {
    open(true);
    type('收件人', '王小明');
    cleanup();
    forgetUser();
    logIn('person-a');
    open(true);
    await sessionNoticed();
    expect(field('收件人').value).toBe('');
  });
});
