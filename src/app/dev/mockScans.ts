// The QR codes the mock gateway issued and that wait for a phone's scan, for the
// development panel: list them, confirm or cancel one (docs/mock-gateway.md,
// "Other parties"), and the switch that confirms every code at its first poll.
// Like the state calls, these go under the API prefix through whatever carries the API.
import Cookies from 'js-cookie';
import { clientConfig } from '../../config/env';

export const SCAN_COOKIE = 'mock-scan';

export interface WaitingScan {
  id: string;
  /** What the code is for, the issuing operation's summary (生成个人扫码登录二维码 …). */
  purpose: string;
  issuedAt: string;
}

type Fetch = typeof fetch;

async function ask<T>(fetchImpl: Fetch, path: string, method: 'GET' | 'POST', doing: string): Promise<T | undefined> {
  let response: Response;
  try {
    response = await fetchImpl(`${clientConfig.apiPrefix}/__mock/scan${path}`, { method, credentials: 'same-origin' });
  } catch {
    throw new Error(`${doing}失败：连不上模拟网关，请确认它正在运行（npm start 或 npm run mock）`);
  }
  const body = (await response.json().catch(() => undefined)) as { msg?: string; map?: T } | undefined;
  if (!response.ok) throw new Error(`${doing}失败：模拟网关返回 HTTP ${response.status}${body?.msg ? `（${body.msg}）` : ''}`);
  return body?.map;
}

export async function loadWaitingScans(fetchImpl: Fetch = fetch): Promise<WaitingScan[]> {
  return (await ask<{ list?: WaitingScan[] }>(fetchImpl, '', 'GET', '读取待扫码的二维码'))?.list ?? [];
}

export async function settleScan(id: string, action: 'confirm' | 'cancel', fetchImpl: Fetch = fetch): Promise<void> {
  await ask(fetchImpl, `/${encodeURIComponent(id)}/${action}`, 'POST', action === 'confirm' ? '确认扫码' : '取消扫码');
}

export const readAutoScan = () => Cookies.get(SCAN_COOKIE) === 'auto';

export function setAutoScan(auto: boolean): void {
  const options = { path: '/', sameSite: 'lax' } as const;
  if (auto) Cookies.set(SCAN_COOKIE, 'auto', options);
  else Cookies.remove(SCAN_COOKIE, options);
}
