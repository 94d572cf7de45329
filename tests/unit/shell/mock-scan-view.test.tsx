// @vitest-environment jsdom
// The development panel's phone: the QR codes the mock gateway waits to have
// scanned, over an injected fetch that plays its /api/__mock/scan routes.
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_COOKIE } from '../../../src/app/dev/mockScans';
import { MockScanView } from '../../../src/app/dev/MockScanView';
import { click, stubBrowser } from './portal-harness';

/** A gateway with two codes waiting; `calls` records what was asked. */
function fakeGateway() {
  let waiting = [
    { id: 'ECQR20261128230101AB12CD34', purpose: '生成电子社保卡扫码二维码', issuedAt: '2026-11-28T23:01:01.000Z', state: 'waiting' },
    { id: 'QR20261128230000EF56AB78', purpose: '生成个人扫码登录二维码', issuedAt: '2026-11-28T23:00:00.000Z', state: 'waiting' },
  ];
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (method === 'GET' && url === '/api/__mock/scan') return Response.json({ appcode: '0', msg: 'waiting', map: { list: waiting } });
    const settled = /^\/api\/__mock\/scan\/([^/]+)\/(confirm|cancel)$/.exec(url);
    if (method === 'POST' && settled) {
      waiting = waiting.filter((scan) => scan.id !== settled[1]);
      return Response.json({ appcode: '0', msg: 'settled', map: {} });
    }
    return Response.json({ appcode: '404', msg: 'mock gateway: no such code' }, { status: 404 });
  });
  return { fetchImpl, calls };
}

beforeEach(() => {
  stubBrowser();
  Cookies.remove(SCAN_COOKIE, { path: '/' });
});

describe('mock scan view', () => {
  it('lists the codes waiting, and 确认扫码 confirms one as the phone would, then lists the rest', async () => {
    const gateway = fakeGateway();
    render(<MockScanView fetch={gateway.fetchImpl} />);
    expect(await screen.findByText('生成电子社保卡扫码二维码')).toBeInTheDocument();
    expect(screen.getByText('生成个人扫码登录二维码')).toBeInTheDocument();
    await click(screen.getAllByRole('button', { name: '确认扫码' })[0] as HTMLElement);
    expect(gateway.calls).toContain('POST /api/__mock/scan/ECQR20261128230101AB12CD34/confirm');
    await vi.waitFor(() => expect(screen.queryByText('生成电子社保卡扫码二维码')).toBeNull(), { timeout: 10_000 });
    await click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(gateway.calls).toContain('POST /api/__mock/scan/QR20261128230000EF56AB78/cancel');
    expect(await screen.findByText('没有等待扫码的二维码')).toBeInTheDocument();
  });

  it('sets and clears the mock-scan cookie with 扫码自动确认', async () => {
    render(<MockScanView fetch={fakeGateway().fetchImpl} />);
    await click(screen.getByRole('checkbox', { name: /扫码自动确认/ }));
    expect(Cookies.get(SCAN_COOKIE)).toBe('auto');
    await click(screen.getByRole('checkbox', { name: /扫码自动确认/ }));
    expect(Cookies.get(SCAN_COOKIE)).toBeUndefined();
  });

  it('says in Chinese when the gateway cannot be reached', async () => {
    render(<MockScanView fetch={() => Promise.reject(new TypeError('fetch failed'))} />);
    expect(await screen.findByText(/连不上模拟网关/)).toBeInTheDocument();
  });
});
