// Commands that reproduce a failed contract case. Tokens never appear: the
// command reads them from a shell variable (PERSON_TOKEN, UNIT_TOKEN, …), as
// they may be real credentials of the server under test.
export interface CurlRequest {
  readonly method: string;
  readonly url: string;
  /** Without Access-Token: `persona` says whose token the command reads. */
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly persona?: string;
}

/** The port the reproduction commands start the cipher proxy on. */
export const PROXY_PORT = 8787;

/** POSIX shell single quoting: safe for any text, Chinese and quotes included. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function tokenVariable(persona: string): string {
  return `${persona.toUpperCase()}_TOKEN`;
}

export function curlCommand({ method, url, headers, body, persona }: CurlRequest): string {
  const parts = ['curl -sS -i', '-X', method, shellQuote(url)];
  for (const [name, value] of Object.entries(headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (persona !== undefined) parts.push('-H', `"Access-Token: $${tokenVariable(persona)}"`);
  if (body !== undefined && body !== '') parts.push('--data-raw', shellQuote(body));
  return parts.join(' ');
}

/**
 * For x-sm4 operations: start the cipher proxy, then send the plaintext to it;
 * the proxy seals it with a fresh key, as the server expects.
 */
export function curlThroughProxy(
  request: CurlRequest,
  proxied: { server: string; publicKey: string; prefix: string; wirePath: string },
): string {
  const proxy = `npm run cipher-proxy -- --server ${shellQuote(proxied.server)} --public-key ${proxied.publicKey} --prefix ${proxied.prefix} --port ${PROXY_PORT}`;
  return `${proxy}\n${curlCommand({ ...request, url: `http://127.0.0.1:${PROXY_PORT}${proxied.wirePath}` })}`;
}
