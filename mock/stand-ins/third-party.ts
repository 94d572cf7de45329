// The third parties a login or binding goes through (`x-third-party`): Alipay,
// WeChat, the government service networks, the e-business licence. The gateway
// answers with its own consent page instead of the party's, and that page sends
// the user back to the portal with fresh codes, as the party would.
import type { IncomingMessage } from 'node:http';
import { GatewayError } from '../http';
import type { ThirdPartyDeclaration } from './declaration';
import { freshCode } from './ids';

type JsonObject = Record<string, unknown>;

/** Where the consent page is, under the API prefix the call came by, so whatever carries the API carries it. */
const CONSENT_PATH = '/__mock/consent';

function siteName(declaration: ThirdPartyDeclaration, request: JsonObject): string {
  const { site } = declaration;
  if (typeof site === 'string') return site;
  const chosen = request[site.from];
  return (typeof chosen === 'string' ? site.map[chosen] : undefined) ?? Object.values(site.map).join('/');
}

/** The origin the browser called from (its fetch sends Origin), else the Host the call came to. */
function callerOrigin(req: IncomingMessage): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return `http://${req.headers.host ?? '127.0.0.1'}`;
}

/** The answer with the party's page replaced by the gateway's consent page. */
export function withConsentPage(
  declaration: ThirdPartyDeclaration,
  req: IncomingMessage,
  apiPrefix: string,
  request: unknown,
  answer: JsonObject & { map: JsonObject },
): JsonObject {
  const body = typeof request === 'object' && request !== null ? (request as JsonObject) : {};
  const returnTo = declaration.returnTo.startsWith('/') ? declaration.returnTo : body[declaration.returnTo];
  if (typeof returnTo !== 'string' || typeof answer.map[declaration.url] !== 'string') return answer;
  const page = new URL(`${apiPrefix}${CONSENT_PATH}`, callerOrigin(req));
  page.searchParams.set('site', siteName(declaration, body));
  page.searchParams.set('return', returnTo);
  page.searchParams.set('returns', declaration.returns.join(','));
  if (declaration.declined) page.searchParams.set('declined', declaration.declined.join(','));
  if (declaration.purpose) page.searchParams.set('purpose', declaration.purpose);
  if (typeof answer.map.state === 'string') page.searchParams.set('state', answer.map.state);
  return { ...answer, map: { ...answer.map, [declaration.url]: page.href } };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The portal address to go back to, with `added` on its query; only http(s) addresses and root-relative paths. */
function backTo(returnTo: string, added: Record<string, string>): string {
  const relative = returnTo.startsWith('/') && !returnTo.startsWith('//');
  let url: URL;
  try {
    url = new URL(returnTo, 'http://portal.invalid');
  } catch {
    throw new GatewayError(400, 'mock gateway: the consent page needs a return address');
  }
  if (!relative && !/^https?:$/.test(url.protocol)) throw new GatewayError(400, `mock gateway: will not return to "${returnTo}"`);
  for (const [name, value] of Object.entries(added)) url.searchParams.set(name, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The parameters of a way back (`returns`, `declined`): `name=value` that value, `state` the answer's own,
 * any other a fresh code, the same code for a name both ways give (the flow the party numbered).
 */
function parametersOf(list: string | null, state: string | null, codes: Map<string, string>): Record<string, string> {
  const entries = (list ?? '')
    .split(',')
    .filter((entry) => entry !== '')
    .map((entry): [string, string] => {
      const [name = '', ...value] = entry.split('=');
      if (value.length > 0) return [name, value.join('=')];
      if (name === 'state' && state) return [name, state];
      if (!codes.has(name)) codes.set(name, freshCode());
      return [name, codes.get(name)!];
    });
  return Object.fromEntries(entries);
}

/** `GET [/api]/__mock/consent?site=&return=&returns=&declined=&purpose=&state=`: the stand-in for the party's page. */
export function consentPage(query: URLSearchParams): string {
  const site = query.get('site') ?? '';
  const returnTo = query.get('return') ?? '';
  if (site === '' || returnTo === '') throw new GatewayError(400, 'mock gateway: the consent page needs site and return');
  const state = query.get('state');
  const codes = new Map<string, string>();
  const agree = backTo(returnTo, parametersOf(query.get('returns'), state, codes));
  const refuse = backTo(returnTo, parametersOf(query.get('declined'), state, codes));
  const purpose = query.get('purpose');
  const name = escapeHtml(site);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${name}${purpose ? escapeHtml(purpose) : '授权'}（模拟网关代演）</title>
<style>
body { margin: 0; font: 16px/1.6 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f1f1f; background: #f0f2f5; }
main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
.stand-in { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border: 2px dashed #ad4e00; border-radius: 4px; background: #fff7e6; color: #612500; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
.actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 2rem; }
.actions a { padding: 0.6rem 1.5rem; border-radius: 4px; text-decoration: none; border: 1px solid #0b57d0; color: #0b57d0; }
.actions a.agree { background: #0b57d0; color: #fff; }
.actions a:focus-visible { outline: 3px solid #1f1f1f; outline-offset: 2px; }
.to { font-size: 0.875rem; color: #434343; word-break: break-all; }
</style>
</head>
<body>
<main>
<p class="stand-in" role="note"><strong>模拟网关代演页面</strong>：离线开发时由模拟网关代替“${name}”的授权页，正式环境会打开${name}的真实页面。</p>
<h1>${name} · ${purpose ? escapeHtml(purpose) : '授权登录'}</h1>
<p>${
    purpose
      ? `省人社网上服务门户请您在${name}${escapeHtml(purpose)}。`
      : `省人社网上服务门户申请使用您在${name}的身份信息（姓名、公民身份号码），用于登录或绑定您的门户账户。`
  }</p>
<div class="actions">
<a class="agree" href="${escapeHtml(agree)}">同意授权</a>
<a href="${escapeHtml(refuse)}">取消，返回门户</a>
</div>
<p class="to">授权后返回：${escapeHtml(returnTo)}</p>
</main>
</body>
</html>
`;
}
