// @vitest-environment jsdom
// The self-service terminal's catalogue: its way back on screen, and the return
// to the start page after three minutes without input, with a countdown in the
// last 30 seconds, started again by any input, ending a login left behind.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logoutModule from '../../../components/logout';
import type { PortalFunction } from '../../../domain/function-access/flow';
import * as functionAccess from '../../../domain/function-access/useFunctionAccess';
import { chooseServiceObject, home } from '../../../stores/home';
import { endSession, startSession } from '../../../stores/session';
import type { CatalogueCategory } from './catalogue';
import { SelfServiceCatalogue } from './SelfServiceCatalogue';
import * as businessCatalogue from './useBusinessCatalogue';

const open = vi.fn();
const logout = vi.fn(() => Promise.resolve());

const item = (funcId: string, funcName: string, hot = false): PortalFunction => ({
  funcId,
  funcName,
  funcCode: funcId,
  category: 'SBK',
  serviceObject: '1',
  url: `/task?funcId=${funcId}`,
  needLogin: true,
  userTypes: ['1'],
  isOnline: true,
  icon: 'credit-card',
  hot,
  hasSubFunction: false,
  description: '',
});
const CATEGORIES: CatalogueCategory[] = [
  { code: 'SBK', name: '社会保障卡', functions: [item('F1001', '社会保障卡申领', true), item('F1002', '社会保障卡挂失与解挂')] },
  { code: 'SHBX', name: '社会保险', functions: [item('F2001', '个人参保证明打印')] },
];

const SECOND = 1000;

function openCategory(name: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}\\s*\\d+\\s*项$`) }));
  screen.getByRole('heading', { name: `${name}（${CATEGORIES.find((c) => c.name === name)?.functions.length} 项）` });
}

const atStart = () => screen.queryByRole('heading', { name: '按分类查找' }) !== null;
const countdown = () => screen.queryByRole('status')?.textContent ?? '';
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.spyOn(functionAccess, 'useFunctionAccess').mockReturnValue({ open, pending: undefined, dialogs: null });
  vi.spyOn(logoutModule, 'logout').mockImplementation(logout);
  vi.spyOn(businessCatalogue, 'useBusinessCatalogue').mockReturnValue({
    data: CATEGORIES,
    loading: false,
    failed: false,
    error: undefined,
    reload: () => undefined,
  });
  vi.useFakeTimers();
  window.scrollTo = vi.fn();
  render(
    <MemoryRouter initialEntries={['/toSelfBusiness']}>
      <SelfServiceCatalogue />
    </MemoryRouter>,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  endSession();
  chooseServiceObject('1');
});

describe('the way back on screen', () => {
  it('返回 steps back from a category, 回到首页 returns to the start; 返回 does nothing at the start', () => {
    expect(screen.getByRole('button', { name: '返回' })).toHaveProperty('disabled', true);
    openCategory('社会保障卡');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(atStart()).toBe(true);

    openCategory('社会保险');
    fireEvent.click(screen.getByRole('button', { name: '回到首页' }));
    expect(atStart()).toBe(true);
  });

  it('searches, and opens a chosen item through the access checks', () => {
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索事项' }), { target: { value: '社保卡 挂失' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    screen.getByRole('heading', { name: '搜索“社保卡 挂失”：找到 1 项' });
    fireEvent.click(screen.getByRole('button', { name: /^社会保障卡挂失与解挂/ }));
    expect(open).toHaveBeenCalledWith(CATEGORIES[0]!.functions[1]);
  });
});

describe('returning to the start page when nobody uses the terminal', () => {
  it('counts down the last 30 seconds of three minutes, then shows the start page for the next person', () => {
    chooseServiceObject('2');
    openCategory('社会保障卡');
    wait(149 * SECOND);
    expect(countdown()).toBe('');
    wait(SECOND);
    expect(countdown()).toContain('30 秒后将回到首页');
    wait(20 * SECOND);
    expect(countdown()).toContain('10 秒后将回到首页');
    expect(atStart()).toBe(false);
    wait(10 * SECOND);
    expect(atStart()).toBe(true);
    expect(countdown()).toBe('');
    expect(home.serviceObject).toBe('1');
    expect(logout).not.toHaveBeenCalled();
  });

  it('starts the three minutes again on any touch, pointer or key input', () => {
    openCategory('社会保障卡');
    wait(170 * SECOND);
    expect(countdown()).toContain('10 秒');
    fireEvent.pointerDown(document.body);
    wait(SECOND);
    expect(countdown()).toBe('');
    wait(150 * SECOND);
    fireEvent.keyDown(document.body, { key: 'a' });
    wait(150 * SECOND);
    fireEvent.touchStart(document.body);
    wait(179 * SECOND);
    expect(atStart()).toBe(false);
    wait(SECOND);
    expect(atStart()).toBe(true);
  });

  it('继续办理 keeps the page as it is', () => {
    openCategory('社会保障卡');
    wait(160 * SECOND);
    const keep = screen.getByRole('button', { name: '继续办理' });
    // The click is an input of its own; the button restarts the count also where the input does not reach the window.
    act(() => keep.click());
    expect(countdown()).toBe('');
    wait(179 * SECOND);
    expect(atStart()).toBe(false);
  });

  it('ends a login left behind', () => {
    startSession('mock-person-token');
    wait(180 * SECOND);
    expect(logout).toHaveBeenCalledWith('/toSelfBusiness');
  });
});
