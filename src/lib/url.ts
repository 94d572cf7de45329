// Return-URL rules of spec §5: where the portal may send a user after login.
// Internal: a link without a scheme, or an http(s) link to the portal's own
// origin or to one of the configured internal hosts (same window). External:
// an http(s) link under a whitelisted prefix (new window). Everything else is
// rejected, so a crafted return URL can never become an open redirect or run
// script (`javascript:`, `//evil`, `\evil`, `user@host`, encoded variants).

export interface ReturnUrlPolicy {
  /** host[:port] entries, besides the current origin's, whose links are internal. */
  readonly internalHosts?: readonly string[];
  /** Absolute http(s) URL prefixes of trusted external sites. */
  readonly externalPrefixes?: readonly string[];
}

export type ReturnUrlRejection = 'empty' | 'unsafe-character' | 'encoded-trick' | 'scheme' | 'userinfo' | 'host' | 'malformed';

export type ReturnUrlClass =
  /** Same origin: a path (with query and hash) to open in this window; other internal host: the absolute URL. */
  | { readonly kind: 'internal'; readonly url: string }
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'rejected'; readonly reason: ReturnUrlRejection };

const HTTP_SCHEMES = new Set(['http:', 'https:']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

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

/** As above, or whitespace (zero-width included): a link as written never needs one. */
function hasUnsafeCharacter(text: string): boolean {
  return hasMisleadingCharacter(text) || /[\s\u200b-\u200d\u2060]/u.test(text);
}

// Scheme-less links are resolved against this dummy host: a dotted first
// segment (`evil.com/x`) then stays a path and can never name a host.
const DUMMY_BASE = 'https://return-url.invalid/';
const DUMMY_ORIGIN = new URL(DUMMY_BASE).origin;
const MAX_DECODING_ROUNDS = 3;

function rejected(reason: ReturnUrlRejection): ReturnUrlClass {
  return { kind: 'rejected', reason };
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
      // Malformed escapes stay as they are; the URL parser will keep them literal.
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

function normaliseHost(host: string): string {
  return host.trim().toLowerCase();
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

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

export function classifyReturnUrl(raw: string | null | undefined, currentOrigin: string, policy: ReturnUrlPolicy = {}): ReturnUrlClass {
  if (!raw) return rejected('empty');
  if (hasUnsafeCharacter(raw)) return rejected('unsafe-character');
  const scheme = schemeOf(raw);
  if (decodedForms(raw).some((form) => hidesATrick(form, scheme))) return rejected('encoded-trick');

  const origin = new URL(currentOrigin).origin;

  if (scheme === undefined) {
    const resolved = new URL(raw, DUMMY_BASE);
    if (resolved.origin !== DUMMY_ORIGIN) return rejected('host');
    return { kind: 'internal', url: pathOf(resolved) };
  }
  if (!HTTP_SCHEMES.has(scheme)) return rejected('scheme');

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return rejected('malformed');
  }
  if (url.username !== '' || url.password !== '' || writtenAuthority(raw).includes('@')) return rejected('userinfo');
  if (url.origin === origin) return { kind: 'internal', url: pathOf(url) };
  if ((policy.internalHosts ?? []).some((host) => normaliseHost(host) === url.host)) {
    return { kind: 'internal', url: url.href };
  }
  if ((policy.externalPrefixes ?? []).some((prefix) => underPrefix(url, prefix))) {
    return { kind: 'external', url: url.href };
  }
  return rejected('host');
}
