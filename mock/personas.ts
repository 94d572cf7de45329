// Personas and the tokens that carry them. A login answers with a fresh token
// `mock-<persona>-<random><mac>`; the mac (keyed by the development key) lets the
// gateway recognise its own tokens after a restart, so a day of frontend work
// survives restarting the gateway. Logout and the `expire` scenario revoke tokens.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** The agent persona of a kind of user that has agents (a unit's, an institution's). */
export function agentPersonaOf(kind: string): Persona | undefined {
  return PERSONAS.find((persona) => persona !== kind && userKindOf(persona) === kind);
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

const SESSION_LIMIT = 10_000;

/** The persona of a fixed example token inside an example body, if it is one. */
export function fixedTokenPersona(token: unknown): Persona | undefined {
  const persona = typeof token === 'string' ? FIXED_TOKEN.exec(token)?.[1] : undefined;
  return persona !== undefined && isPersona(persona) ? persona : undefined;
}

/**
 * What the gateway remembers of an issued token's login (the account it logged
 * in to, mock/state/engine.ts). With a file (sessions.json beside the state's
 * state.json) it is written there on every login and logout, to a temporary file
 * renamed over it, so a browser logged in before a restart still acts for its
 * account after it; without one it lives as long as the process. Past the bound
 * the oldest are forgotten.
 */
export class SessionBook<T> {
  private readonly byToken = new Map<string, T>();
  private writes = 0;

  constructor(private readonly options: { file?: string; warn?: (message: string) => void; limit?: number } = {}) {
    this.load();
  }

  open(token: string, session: T): void {
    this.byToken.set(token, session);
    const oldest = this.byToken.keys().next();
    if (this.byToken.size > (this.options.limit ?? SESSION_LIMIT) && !oldest.done) this.byToken.delete(oldest.value);
    this.save();
  }

  of(token: string | undefined): T | undefined {
    return token === undefined ? undefined : this.byToken.get(token);
  }

  close(token: string): void {
    if (this.byToken.delete(token)) this.save();
  }

  /** The tokens whose sessions `which` picks. */
  tokensWhere(which: (session: T) => boolean): string[] {
    return [...this.byToken].filter(([, session]) => which(session)).map(([token]) => token);
  }

  private load(): void {
    const { file } = this.options;
    if (!file || !existsSync(file)) return;
    try {
      const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) throw new Error('not an object of tokens');
      for (const [token, session] of Object.entries(saved)) this.byToken.set(token, session as T);
    } catch (error) {
      // The sessions are a convenience: a file that does not read only logs everyone out of their accounts.
      this.options.warn?.(`${file} not read (${(error as Error).message}); tokens act for no account until they log in again`);
    }
  }

  private save(): void {
    const { file } = this.options;
    if (!file) return;
    const temporary = `${file}.${process.pid}.${++this.writes}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.byToken)));
    renameSync(temporary, file);
  }
}
