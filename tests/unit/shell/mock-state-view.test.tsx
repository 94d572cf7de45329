// @vitest-environment jsdom
// The development panel's view of the mock gateway's state, over an injected
// fetch that plays the gateway's /api/__mock endpoints.
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPersona } from '../../../src/app/dev/mockState';
import { MockStateView } from '../../../src/app/dev/MockStateView';
import { click, stubBrowser } from './portal-harness';

const SEED = {
  addresses: [
    { addressId: 'AD1', receiverName: '陈晓燕' },
    { addressId: 'AD2', receiverName: '吴昊' },
  ],
  account: { cellphone: '13770612345' },
};

/** A gateway holding one persona's state; `calls` records what was asked. */
function fakeGateway() {
  let state = structuredClone(SEED);
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (method === 'GET' && url === '/api/__mock/state?persona=person')
      return Response.json({ appcode: '0', msg: 'state', map: { state: { person: state } } });
    if (method === 'POST' && (url === '/api/__mock/reset?persona=person' || url === '/api/__mock/reset')) {
      state = structuredClone(SEED);
      return Response.json({ appcode: '0', msg: 'reset', map: {} });
    }
    return Response.json({ appcode: '404', msg: 'not found' }, { status: 404 });
  });
  return { fetchImpl, calls, deleteAddress: () => (state.addresses = state.addresses.slice(1)) };
}

beforeEach(() => stubBrowser());

describe('mock state view', () => {
  it('lists the persona’s resources with their counts and shows one’s JSON, read-only', async () => {
    const gateway = fakeGateway();
    render(<MockStateView initialPersona="person" fetch={gateway.fetchImpl} />);
    expect(await screen.findByText('addresses（2 条）')).toBeInTheDocument();
    expect(screen.getByText('account（单条记录）')).toBeInTheDocument();
    await click(screen.getByText('addresses（2 条）'));
    const json = await screen.findByLabelText('addresses 的数据');
    expect(json.tagName).toBe('PRE');
    expect(JSON.parse(json.textContent ?? '')).toEqual(SEED.addresses);
  });

  it('refreshes, and resets after a confirmation only', async () => {
    const gateway = fakeGateway();
    const onReset = vi.fn();
    render(<MockStateView initialPersona="person" fetch={gateway.fetchImpl} onReset={onReset} />);
    await screen.findByText('addresses（2 条）');
    gateway.deleteAddress();
    await click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByText('addresses（1 条）')).toBeInTheDocument();

    await click(screen.getByRole('button', { name: '重置此身份' }));
    expect(gateway.calls.some((call) => call.startsWith('POST'))).toBe(false);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('将 person 的模拟数据恢复为初始数据？');
    await click(within(confirm).getByRole('button', { name: /重\s*置/ }));
    expect(await screen.findByText('addresses（2 条）')).toBeInTheDocument();
    expect(gateway.calls).toContain('POST /api/__mock/reset?persona=person');
    expect(onReset).toHaveBeenCalledWith('已将 person 的模拟数据恢复为初始数据');
  });

  it('says in Chinese what went wrong when the gateway cannot be reached or keeps no state', async () => {
    render(<MockStateView initialPersona="person" fetch={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    expect(await screen.findByText('读取模拟数据失败：连不上模拟网关，请确认它正在运行（npm start 或 npm run mock）')).toBeInTheDocument();
    const stateless = () =>
      Promise.resolve(Response.json({ appcode: '404', msg: 'mock gateway: MOCK_STATELESS is on, there is no state' }, { status: 404 }));
    render(<MockStateView initialPersona="person" fetch={stateless} />);
    expect(await screen.findByText('读取模拟数据失败：模拟网关以 MOCK_STATELESS=1 运行，没有保存的数据')).toBeInTheDocument();
  });

  it('starts at the persona the gateway answers as: the switch, else the login token’s', () => {
    expect(currentPersona('unitAgent', 'mock-person-0123')).toBe('unitAgent');
    expect(currentPersona(undefined, 'mock-organ-0123456789abcdef0123456789abcdef')).toBe('organ');
    expect(currentPersona(undefined, 'a-real-token')).toBeUndefined();
  });
});
