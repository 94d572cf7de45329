// Personas and the tokens that carry them. A login answers with a fresh token
// `mock-<persona>-<random><mac>`; the mac (keyed by the development key) lets the
// gateway recognise its own tokens after a restart, so a day of frontend work
// survives restarting the gateway. Logout and the `expire` scenario revoke tokens.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserKind } from '../scripts/lib/operation-behaviour.mjs';

export const PERSONAS = ['person', 'unit', 'organ', 'unitAgent', 'organAgent', 'casual'] as const;
export type Persona = (typeof PERSONAS)[number];

export function isPersona(value: string): value is Persona {
  return (PERSONAS as readonly string[]).includes(value);
}

/** The kind of user a persona is (x-user-kinds): an agent is its unit's or institution's. */
export function userKindOf(persona: Persona): UserKind {
  return persona === 'unitAgent' ? 'unit' : persona === 'organAgent' ? 'organ' : persona;
}

/** Agents see their unit's or institution's data when no agent example exists. */
const EXAMPLE_FALLBACK: Partial<Record<Persona, Persona>> = { unitAgent: 'unit', organAgent: 'organ' };

/** The example an operation answers a persona with, when it has one for it. */
export function personaExampleKey(persona: Persona, exampleKeys: readonly string[]): string | undefined {
  if (exampleKeys.includes(persona)) return persona;
  const fallback = EXAMPLE_FALLBACK[persona];
  return fallback && exampleKeys.includes(fallback) ? fallback : undefined;
}

/** The persona a login operation's path stands for: auth/<group>/…, auth/open/login → person. */
export function loginPathPersona(servicePath: string): Persona | undefined {
  const group = /^\/auth\/(person|unit|organ|casual)\//.exec(servicePath)?.[1];
  if (group && isPersona(group)) return group;
  return servicePath === '/auth/open/login' ? 'person' : undefined;
}

const TOKEN = /^mock-([A-Za-z]+)-([0-9a-f]{16})([0-9a-f]{16})$/;
const FIXED_TOKEN = /^mock-([A-Za-z]+)-token$/;

const ADOPTED_LIMIT = 10_000;

export class TokenBook {
  private readonly secret: Buffer;
  private readonly revoked = new Set<string>();
  /** Tokens a real backend issued (proxy mode), by the persona of the login that got them; the oldest forgotten past the bound. */
  private readonly adopted = new Map<string, Persona>();

  constructor(secret: Buffer) {
    this.secret = secret;
  }

  private mac(persona: string, nonce: string): string {
    return createHmac('sm3', this.secret).update(`${persona}-${nonce}`).digest('hex').slice(0, 16);
  }

  issue(persona: Persona): string {
    const nonce = randomBytes(8).toString('hex');
    return `mock-${persona}-${nonce}${this.mac(persona, nonce)}`;
  }

  /**
   * The persona of a token the gateway accepts: one it issued and has not
   * revoked, or a fixed example token (`mock-person-token` …), which tools such
   * as the contract tests use and which are never revoked.
   */
  personaOf(token: string): Persona | undefined {
    const adopted = this.adopted.get(token);
    if (adopted !== undefined) return adopted;
    const fixed = FIXED_TOKEN.exec(token)?.[1];
    if (fixed !== undefined) return isPersona(fixed) ? fixed : undefined;
    const [, persona = '', nonce = '', mac = ''] = TOKEN.exec(token) ?? [];
    if (!isPersona(persona) || this.revoked.has(token)) return undefined;
    return timingSafeEqual(Buffer.from(mac), Buffer.from(this.mac(persona, nonce))) ? persona : undefined;
  }

  /** In proxy mode the operations the mock answers accept the backend's token of a login that passed through. */
  adopt(token: string, persona: Persona): void {
    this.adopted.set(token, persona);
    const oldest = this.adopted.keys().next();
    if (this.adopted.size > ADOPTED_LIMIT && !oldest.done) this.adopted.delete(oldest.value);
  }
  revoke(token: string): void {
    this.adopted.delete(token);
    if (!FIXED_TOKEN.test(token)) this.revoked.add(token);
  }
}

/** The persona of a fixed example token inside an example body, if it is one. */
export function fixedTokenPersona(token: unknown): Persona | undefined {
  const persona = typeof token === 'string' ? FIXED_TOKEN.exec(token)?.[1] : undefined;
  return persona !== undefined && isPersona(persona) ? persona : undefined;
}

/**
 * What the gateway remembers of an issued token's login (the account it logged
 * in to, mock/state/engine.ts), in memory: after a restart a token acts for no
 * account. Past the bound the oldest are forgotten.
 */
export class SessionBook<T> {
  private readonly byToken = new Map<string, T>();

  constructor(private readonly limit = 10_000) {}

  open(token: string, session: T): void {
    this.byToken.set(token, session);
    const oldest = this.byToken.keys().next();
    if (this.byToken.size > this.limit && !oldest.done) this.byToken.delete(oldest.value);
  }

  of(token: string | undefined): T | undefined {
    return token === undefined ? undefined : this.byToken.get(token);
  }

  close(token: string): void {
    this.byToken.delete(token);
  }
}
