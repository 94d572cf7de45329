// @vitest-environment jsdom
// The development panel's list of proxy mode, over an injected fetch that plays the
// gateway's /api/__mock/proxy: who answered each call, its violations with their pointers,
// the bodies and a curl command that sends the call again; and what it says outside proxy mode.
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { curlOf, type ProxiedCall } from '../../../src/app/dev/mockProxy';
import { MockProxyView } from '../../../src/app/dev/MockProxyView';
import { click, stubBrowser } from './portal-harness';

const BROKEN: ProxiedCall = {
  id: 2,
  at: '2026-11-29T05:00:02.000Z',
  operation: 'POST unit /unitBase/getUnitInfo',
  url: '/api/unit/unitBase/getUnitInfo',
  method: 'POST',
  source: 'backend',
  status: 200,
  violations: [{ direction: 'response', pointer: '/map/unitInfo/unitName', expected: 'present (required)', actual: 'absent' }],
  request: { headers: { 'Access-Token': 'T1', 'content-type': 'application/json' }, body: '{"unitId":"U1"}' },
  response: { body: '{"appcode":"0","map":{"unitInfo":{}}}' },
};
const MOCKED: ProxiedCall = {
  id: 1,
  at: '2026-11-29T05:00:01.000Z',
  operation: 'POST affair /applicant/case/overview',
  url: '/api/affair/applicant/case/overview',
  method: 'POST',
  source: 'mock',
  status: 200,
  violations: [],
  request: { headers: {} },
};

const answering =
  (map: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json({ appcode: '0', msg: '', map }, { status }));

beforeEach(() => stubBrowser());

describe('mock proxy view', () => {
  it('lists the calls newest first with who answered, and a broken one with its pointer and bodies', async () => {
    render(<MockProxyView fetch={answering({ backend: 'http://backend.test', calls: [BROKEN, MOCKED] })} />);
    expect(await screen.findByText('http://backend.test')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(0, 48))).toEqual([
      expect.stringMatching(/^后端POST unit \/unitBase\/getUnitInfo → 200/),
      expect.stringMatching(/^模拟POST affair \/applicant\/case\/overview → 200/),
    ]);
    expect(screen.getByText('1 处违反契约')).toBeInTheDocument();
    expect(screen.getByText('响应 /map/unitInfo/unitName：应为 present (required)，实为 absent')).toBeInTheDocument();
    await click(screen.getByText('请求与响应正文'));
    expect(screen.getByText(/请求：\{"unitId":"U1"\}/)).toBeInTheDocument();
    expect(screen.getByText(/共 2 次|最近 2 次调用，其中/).textContent).toContain('其中 1 次违反契约');
  });

  it('copies a call as a curl command to the gateway, quoting what the shell would take apart', () => {
    const curl = curlOf({ ...BROKEN, request: { headers: { 'Access-Token': 'T1' }, body: `{"name":"O'Neil"}` } }, 'http://localhost:5173');
    expect(curl).toBe(
      `curl -s -X POST 'http://localhost:5173/api/unit/unitBase/getUnitInfo' -H 'Access-Token: T1' --data-raw '{"name":"O'\\''Neil"}'`,
    );
  });

  it('says how to start proxy mode when the gateway is not in it, and in Chinese when it cannot be reached', async () => {
    const { unmount } = render(<MockProxyView fetch={answering(null)} />);
    expect(await screen.findByText(/模拟网关未在代理模式下运行/)).toBeInTheDocument();
    unmount();
    render(<MockProxyView fetch={() => Promise.reject(new TypeError('fetch failed'))} />);
    expect(await screen.findByText(/连不上模拟网关/)).toBeInTheDocument();
  });
});
