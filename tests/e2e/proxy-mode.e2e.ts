// Proxy mode in the browser (docs/mock-gateway.md, "In front of a real backend"): the
// built portal talks to a gateway in proxy mode, whose backend is a correct mock gateway
// behind a proxy that plants one contract break (an undocumented key in the user's info).
// A citizen logs in with the password form (the login sealed by the portal, opened and
// sealed again by the gateway for the backend), adds an address and sees it listed:
// every call answered by the backend; and the development panel lists the planted break
// with its pointer. One page, one journey.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEFAULT_SEED, DEV_KEYS, startGateway, type Gateway } from '../../mock/server';
import { DEV_PANEL_STORAGE_KEY } from '../../src/app/dev/wanted';
import { startPlantingProxy, type PlantingProxy } from '../integration/planting-proxy';
import { fillNewAddress } from './address-form';
import { startPreview, type PortalServer } from './global-setup';
import { openPortal } from './harness';
import { fillAndSolve, landedOn } from './login-helpers';

const PERSON = { 账号: '320102198807154211', 密码: 'Hrss@2026' };
const DETAIL = '代理模式验证路 8 号';

let backend: Gateway;
let planting: PlantingProxy;
let gateway: Gateway;
let portalServer: PortalServer;
let reportDir: string;
/** The wire paths the backend was asked for. */
const reachedBackend: string[] = [];

beforeAll(async () => {
  backend = await startGateway({ port: 0, log: false, seed: DEFAULT_SEED });
  planting = await startPlantingProxy(
    backend.url,
    {
      '/api/basic/auth/queryUserInfo': (status, body) => {
        body.map.userInfo.nickName = '小王';
        return { status, body };
      },
    },
    (path) => reachedBackend.push(path),
  );
  reportDir = mkdtempSync(join(tmpdir(), 'proxy-mode-e2e-'));
  gateway = await startGateway({ port: 0, log: false, proxy: { backend: planting.url, publicKey: DEV_KEYS.publicKey }, reportDir });
  portalServer = await startPreview(gateway.url);
});

afterAll(async () => {
  await portalServer?.close();
  await gateway?.close();
  await planting?.close();
  await backend?.close();
  rmSync(reportDir, { recursive: true, force: true });
});

it('logs in, adds an address and lists it through the backend, and the development panel names the planted break', async () => {
  // The gateway's one line per violation, kept out of the test output.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const portal = await openPortal({ servers: { portalUrl: `${portalServer.url}/web`, gatewayUrl: gateway.url } });
  const { page, errors } = portal;
  const sources: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && !response.url().includes('/__mock/'))
      sources.push(`${response.headers()['x-mock-source']} ${new URL(response.url()).pathname}`);
  });
  await portal.context.addInitScript((key) => localStorage.setItem(key, '1'), DEV_PANEL_STORAGE_KEY);

  await portal.goto('/login');
  await fillAndSolve(page, PERSON, '登 录', backend.url);
  await landedOn(page, '/center/main');
  await portal.goto('/center/address');
  await fillNewAddress(page, DETAIL);
  await page.getByRole('button', { name: '保 存' }).click();
  await page.getByText('保存成功').waitFor();
  await portal.goto('/center/address');
  await page.getByText(DETAIL, { exact: false }).first().waitFor();

  expect(reachedBackend).toEqual(
    expect.arrayContaining([
      '/api/basic/auth/person/passwordLogin',
      '/api/person/address/addUserAddress',
      '/api/person/address/findUserAdressList',
    ]),
  );
  expect(sources.length).toBeGreaterThan(5);
  expect(sources.filter((source) => !source.startsWith('backend '))).toEqual([]);

  await page.getByRole('button', { name: '开发调试：模拟网关' }).click();
  const calls = page.getByRole('region', { name: '代理调用' });
  const planted = calls.getByRole('listitem').filter({ hasText: 'POST basic /auth/queryUserInfo' }).first();
  await planted.getByText('1 处违反契约').waitFor();
  expect(await planted.innerText()).toMatch(/响应 \/map\/userInfo(\/nickName)?：应为 .+，实为 /);
  expect(warn.mock.calls.map(String).join('\n')).toContain('POST basic /auth/queryUserInfo response /map/userInfo');
  expect(errors).toEqual([]);
  await portal.close();
}, 120_000);
