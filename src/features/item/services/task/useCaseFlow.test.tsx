// @vitest-environment jsdom
// The calls behind the case flow: what it starts with, what it keeps in the
// tab, and the draft it saves on the server when the user leaves the page.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api';
import { keepOpenForms } from '../../../../stores/kept-forms';
import { applyUserInfo, endSession } from '../../../../stores/session';
import { readLocalDraft, writeLocalDraft } from './draft';
import { useCaseFlow } from './useCaseFlow';

const post = vi.fn();
// The client's calls go to post: a spy, not a module mock, so the file shares its worker's modules (vitest.config.ts).
vi.spyOn(api.affair, 'POST').mockImplementation(post);

const START = {
  businessId: 'YW1',
  processInstanceId: 'LC1',
  matterCode: 'JYCY0201',
  matterName: '失业保险金申领',
  departmentName: '南京市就业服务中心',
  hasDraft: false,
};
const ANSWERS: Record<string, unknown> = {
  '/case/getcreate': START,
  '/param/query': {
    matterCode: 'JYCY0201',
    matterName: '失业保险金申领',
    fields: [{ name: 'cellphone', label: '联系电话', type: 'cellphone', required: true, readonly: false }],
  },
  '/process/load': {
    processInstanceId: 'LC1',
    currentStepCode: 'fill',
    steps: [{ stepCode: 'fill', stepName: '填写申请', state: 'current' }],
  },
  '/cache': { cacheTime: '2026-11-22 10:18:02', expireDate: '2026-12-22' },
  '/create/businesscase': { caseId: 'BJ1', caseNo: 'SQ1', createTime: '2026-11-22 10:21:36', needMaterial: true },
};
const TYPED = [{ name: 'cellphone', value: '13912345678' }];

function callsTo(path: string) {
  return post.mock.calls.filter(([called]) => called === path).map(([, options]) => (options as { body: unknown }).body);
}

async function working() {
  const hook = renderHook(() => useCaseFlow('F3001'));
  await waitFor(() => expect(hook.result.current.state.phase).toBe('working'));
  return hook;
}

beforeEach(() => {
  sessionStorage.clear();
  post.mockReset();
  post.mockImplementation(async (path: string) => ({ data: { appcode: '0', msg: '成功', map: ANSWERS[path] } }));
  applyUserInfo({ userId: 'U1', name: '王建国', userType: '1', needImprovePwd: 'false' });
});

afterEach(() => {
  cleanup();
  endSession();
});

describe('the case flow hook', () => {
  it('starts the business in the home city and loads its form and process', async () => {
    await working();
    expect(callsTo('/case/getcreate')).toEqual([{ funcId: 'F3001', areaCode: '329900' }]);
    expect(callsTo('/param/query')).toEqual([{ businessId: 'YW1' }]);
    expect(callsTo('/cache/query')).toEqual([]);
  });

  it('keeps what is typed in the tab and saves it on the server when the page is left', async () => {
    const hook = await working();
    act(() => hook.result.current.keepLocal(TYPED));
    expect(readLocalDraft('F3001')?.draft).toMatchObject({ businessId: 'YW1', stepCode: 'fill', formData: TYPED });
    hook.unmount();
    expect(callsTo('/cache')).toEqual([{ businessId: 'YW1', stepCode: 'fill', formData: TYPED }]);
  });

  it('does not save again what the server already has, nor an untouched form', async () => {
    const hook = await working();
    await expect(hook.result.current.saveDraft()).resolves.toBeUndefined();
    act(() => hook.result.current.keepLocal(TYPED));
    await expect(hook.result.current.saveDraft()).resolves.toEqual(ANSWERS['/cache']);
    hook.unmount();
    expect(callsTo('/cache')).toHaveLength(1);
  });

  it('after creating the case, leaving saves its step and case id', async () => {
    const hook = await working();
    await act(() => hook.result.current.createCase(TYPED));
    expect(hook.result.current.state).toMatchObject({ phase: 'working', step: 'material', caseRef: { caseId: 'BJ1', caseNo: 'SQ1' } });
    hook.unmount();
    expect(callsTo('/cache')).toEqual([{ businessId: 'YW1', stepCode: 'material', caseId: 'BJ1', formData: TYPED }]);
  });

  it("asks about this tab's draft and forgets it when the user starts over", async () => {
    writeLocalDraft('F3001', { businessId: 'YW0', stepCode: 'fill', formData: TYPED, savedAt: Date.now() });
    const hook = renderHook(() => useCaseFlow('F3001'));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('choosing'));
    act(() => hook.result.current.chooseResume(false));
    expect(readLocalDraft('F3001')).toBeUndefined();
    await waitFor(() => expect(hook.result.current.state).toMatchObject({ phase: 'working', values: [] }));
  });

  it('takes up at once, without asking, a draft kept as the session ran out under the form', async () => {
    const hook = await working();
    act(() => hook.result.current.keepLocal(TYPED));
    keepOpenForms(true);
    hook.unmount();
    const again = renderHook(() => useCaseFlow('F3001'));
    await waitFor(() => expect(again.result.current.state).toMatchObject({ phase: 'working', step: 'fill', values: TYPED }));
  });

  it('shows why the service refuses to start', async () => {
    post.mockResolvedValueOnce({ data: { appcode: '03020002', msg: '您的账户类型不能办理该事项', map: {} } });
    const hook = renderHook(() => useCaseFlow('F3001'));
    await waitFor(() => expect(hook.result.current.state).toEqual({ phase: 'startFailed', message: '您的账户类型不能办理该事项' }));
  });
});
