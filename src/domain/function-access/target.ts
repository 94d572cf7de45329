// Where a function address leads. Addresses come from the server's catalogue
// and access checks (judgeUrl's `service` source): a page of the portal, a
// whitelisted site, or any https site of another business system — in a new
// window — but never a `javascript:`, protocol-relative or otherwise tricky link.
import { BASE_PATH } from '../../config/app';
import { portalUrlPolicy } from '../../config/url-policy';
import { judgeUrl } from '../../lib/url';

export type FunctionTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'blocked' };

/** The catalogue writes the portal's pages as router paths (`/zyzg`); a path may also carry the base path. */
function asPortalAddress(address: string): string {
  const routerPath = address.startsWith('/') && !address.startsWith('//') && address !== BASE_PATH && !address.startsWith(`${BASE_PATH}/`);
  return routerPath ? `${BASE_PATH}${address}` : address;
}

export function functionTarget(address: string, currentOrigin: string): FunctionTarget {
  const verdict = judgeUrl(asPortalAddress(address), portalUrlPolicy(currentOrigin), 'service');
  if (verdict.kind === 'rejected') return { kind: 'blocked' };
  if (verdict.kind === 'internal' && verdict.path !== undefined) return { kind: 'internal', path: verdict.path };
  return { kind: 'external', url: verdict.href };
}
