// Access-Tokens for the personas, obtained the way the portal obtains them: the
// persona's documented login with its example credentials (sealed when the
// login is x-sm4). A token given on the command line is used instead.
import { callOperation, said } from './accounts';
import { exampleRequestOf, type ContractIndex, type Persona } from './operations';

export type Session = { readonly token: string } | { readonly error: string };

export interface SessionOptions {
  /** Server URL with the prefix, e.g. `http://127.0.0.1:4010/api`. */
  readonly apiBase: string;
  readonly publicKey: string | undefined;
  readonly tokens: Partial<Record<Persona, string>>;
  readonly timeoutMs: number;
  /** The run's sandbox on the mock gateway. */
  readonly sandbox?: string;
}

export class Sessions {
  readonly #cached = new Map<Persona, Promise<Session>>();

  constructor(
    private readonly index: ContractIndex,
    private readonly options: SessionOptions,
  ) {}

  /** The persona's session for the whole run (logged in on first use). */
  of(persona: Persona): Promise<Session> {
    let session = this.#cached.get(persona);
    if (!session) {
      session = this.fresh(persona);
      this.#cached.set(persona, session);
    }
    return session;
  }

  /** A session nobody else uses: for calls that end it, such as logout. */
  async fresh(persona: Persona): Promise<Session> {
    const given = this.options.tokens[persona];
    if (given !== undefined) return { token: given };
    try {
      return await this.#logIn(persona);
    } catch (error) {
      return { error: `logging in as ${persona} failed: ${(error as Error).message}` };
    }
  }

  async #logIn(persona: Persona): Promise<Session> {
    const login = this.index.loginOf(persona);
    if (!login) return { error: `the contract documents no login for ${persona}` };
    const where = `${login.method} /${login.service}${login.path}`;
    if (login.sm4 !== 'none' && this.options.publicKey === undefined) return { error: `${where} is x-sm4 and no --public-key was given` };
    const answer = await callOperation(login, JSON.parse(exampleRequestOf(login).body || '{}') as Record<string, unknown>, this.options);
    const token = answer.body.map?.['Access-Token'];
    if (answer.status === 200 && answer.body.appcode === '0' && typeof token === 'string' && token !== '') return { token };
    return { error: `${where} with the documented example answered ${said(answer)}; give a token with --token ${persona}=<Access-Token>` };
  }
}
