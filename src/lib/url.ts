// The one judge of an address the portal is asked to open (spec §5). Every
// navigation to an address that did not come from our own code goes through
// judgeUrl: the `redirect` parameter, a stored return URL, an SSO callback,
// third-party returns, jump pages, the rating site's back link, the addresses
// our backend answers with. The address is resolved once, as the browser would
// (dot segments removed, relative links against the portal's base path), and
// judged after resolution:
// - internal: it stays on the portal's origin (or a configured internal host)
//   under the base path;
// - external: it lies under a configured external prefix, same origin and
//   path on a segment boundary; an address our own backend answered with may
//   also be any https page (`source: 'service'`);
// - anything else is rejected and opened nowhere.
// Characters a parser reinterprets (backslash, controls, whitespace) and
// encoded forms that change a link's meaning are rejected before parsing.

export interface UrlPolicy {
  /** The portal's origin, e.g. `https://rs.example.gov.cn`. */
  readonly origin: string;
  /** The portal's base path, e.g. `/web`. */
  readonly basePath: string;
  /** host[:port] entries, besides the portal's own, where the portal also runs. */
  readonly internalHosts?: readonly string[];
  /** Absolute http(s) URL prefixes of trusted external sites. */
  readonly externalPrefixes?: readonly string[];
}

/**
 * Where an address came from. `outside`: a URL parameter or a value stored
 * from one (never trusted beyond the whitelist). `service`: an address our own
 * backend answered with (a third-party authorisation page, the rating site, a
 * catalogue entry), which may also be any https page.
 */
export type UrlSource = 'outside' | 'service';

export type UrlRejection = 'empty' | 'unsafe-character' | 'encoded-trick' | 'scheme' | 'userinfo' | 'outside-portal' | 'host' | 'malformed';

export type UrlVerdict =
  /** `path`: the router path (without the base path) when the address is on the portal's own origin. */
  | { readonly kind: 'internal'; readonly href: string; readonly path?: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'rejected'; readonly reason: UrlRejection };

const HTTP_SCHEMES = new Set(['http:', 'https:']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Longer than any address the portal or its partners write; longer ones are refused unread. */
const MAX_LENGTH = 4096;
const MAX_DECODING_ROUNDS = 3;

function rejected(reason: UrlRejection): UrlVerdict {
  return { kind: 'rejected', reason };
}

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** A backslash or control character: URL parsers reinterpret or drop them (`/\evil.com`, `java\tscript:`). */
function hasMisleadingCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x5c || isControl(code)) return true;
  }
  return false;
}

/** As above, or whitespace (zero-width and line separators included): a link as written never needs one. */
function hasUnsafeCharacter(text: string): boolean {
  return hasMisleadingCharacter(text) || /[\s\u200b-\u200d\u2060\ufeff]/u.test(text);
}

function decodeEntities(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number.parseInt(code, 10);
    return point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });
}

/** The text after each round of percent- and entity-decoding that changes it. */
function decodedForms(raw: string): string[] {
  const forms: string[] = [];
  let current = raw;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    let next = decodeEntities(current);
    try {
      next = decodeURIComponent(next);
    } catch {
      // Malformed or overlong escapes stay as they are; the URL parser keeps them literal.
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

function schemeOf(text: string): string | undefined {
  return SCHEME.exec(text)?.[0].toLowerCase();
}

/**
 * A decoded form that means something else than the link as written: a
 * backslash or control character, a protocol-relative start, or a scheme the
 * written link does not have. Decoded spaces and query text are fine.
 */
function hidesATrick(form: string, writtenScheme: string | undefined): boolean {
  if (hasMisleadingCharacter(form)) return true;
  const trimmed = form.trimStart();
  return trimmed.startsWith('//') || schemeOf(trimmed) !== writtenScheme;
}

/** The authority of an absolute link as written (before the parser drops any userinfo). */
function writtenAuthority(raw: string): string {
  return /^[a-z][a-z0-9+.-]*:\/*([^/?#]*)/i.exec(raw)?.[1] ?? '';
}

/** The path of a link as written: after the authority of an absolute link, before its query or hash. */
function writtenPath(raw: string, scheme: string | undefined): string {
  const afterAuthority = scheme === undefined ? raw : raw.slice(scheme.length + 2).replace(/^[^/?#]*/, '');
  return afterAuthority.replace(/[?#].*$/s, '');
}

/**
 * A path that hides structure, as written or once decoded: an empty segment
 * (`/web//evil.example` would be `//evil.example` to a router), a dot segment
 * (`/web/../..//evil.example`), a backslash, or an escape that is not UTF-8. No link the portal or its
 * partners write needs one.
 */
function pathHidesStructure(pathname: string): boolean {
  return [pathname, ...decodedForms(pathname)].some((form) => /\/\/|\\|(^|\/)\.{1,2}(\/|$)/.test(form) || !decodesAsUtf8(form));
}

/**
 * False for escapes that are not UTF-8 (`%c0%ae`, an overlong `.` that lenient
 * decoders accept). The decoded text is compared, not dropped: a minifier may
 * remove a call whose result is unused, and with it the exception.
 */
function decodesAsUtf8(text: string): boolean {
  let decoded: string | undefined;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    decoded = undefined;
  }
  return decoded !== undefined;
}

function underBasePath(pathname: string, basePath: string): boolean {
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

function underPrefix(url: URL, prefix: string): boolean {
  let base: URL;
  try {
    base = new URL(prefix);
  } catch {
    return false;
  }
  if (!HTTP_SCHEMES.has(base.protocol) || base.origin !== url.origin) return false;
  const path = base.pathname;
  return url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/** The address resolved as a browser would, or the reason it cannot be. */
function resolve(raw: string, policy: UrlPolicy): URL | UrlVerdict {
  if (hasUnsafeCharacter(raw)) return rejected('unsafe-character');
  const scheme = schemeOf(raw);
  if (decodedForms(raw).some((form) => hidesATrick(form, scheme))) return rejected('encoded-trick');
  if (scheme !== undefined && !HTTP_SCHEMES.has(scheme)) return rejected('scheme');
  // `https:evil.example` and `https:/evil.example` mean different things to different parsers.
  if (scheme !== undefined && !raw.slice(scheme.length).startsWith('//')) return rejected('malformed');
  if (writtenAuthority(raw).includes('@')) return rejected('userinfo');
  if (pathHidesStructure(writtenPath(raw, scheme))) return rejected('encoded-trick');
  try {
    // A scheme-less link is a path of the portal: `center/main` and
    // `evil.com/x` resolve under the base path and can never name a host.
    return new URL(raw, `${policy.origin}${policy.basePath}/`);
  } catch {
    return rejected('malformed');
  }
}

export function judgeUrl(raw: string | null | undefined, policy: UrlPolicy, source: UrlSource = 'outside'): UrlVerdict {
  if (!raw) return rejected('empty');
  if (raw.length > MAX_LENGTH) return rejected('malformed');
  const url = resolve(raw, policy);
  if (!(url instanceof URL)) return url;
  if (url.username !== '' || url.password !== '') return rejected('userinfo');

  const ownOrigin = url.origin === new URL(policy.origin).origin;
  const internalHost = (policy.internalHosts ?? []).some((host) => host.trim().toLowerCase() === url.host);
  const underExternalPrefix = (policy.externalPrefixes ?? []).some((prefix) => underPrefix(url, prefix));
  if (ownOrigin || internalHost) {
    // A page beside the portal on its own origin is followed only when a prefix names it.
    if (!underBasePath(url.pathname, policy.basePath))
      return underExternalPrefix ? { kind: 'external', href: url.href } : rejected('outside-portal');
    if (pathHidesStructure(url.pathname)) return rejected('encoded-trick');
    if (!ownOrigin) return { kind: 'internal', href: url.href };
    const path = `${url.pathname.slice(policy.basePath.length) || '/'}${url.search}${url.hash}`;
    return { kind: 'internal', href: url.href, path };
  }
  if (underExternalPrefix) return { kind: 'external', href: url.href };
  if (source === 'service' && url.protocol === 'https:') return { kind: 'external', href: url.href };
  return rejected('host');
}
