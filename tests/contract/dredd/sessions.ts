// Access-Tokens for the personas, obtained the way the portal obtains them: the
// persona's documented login with its example credentials (sealed when the
// login is x-sm4). A token given on the command line is used instead.
import { openAnswer, sealRequestBody } from './cipher';
import { exampleRequestOf, type ContractIndex, type Persona } from './operations';

export type Session = { readonly token: string } | { readonly error: string };

export interface SessionOptions {
  /** Server URL with the prefix, e.g. `http://127.0.0.1:4010/api`. */
  readonly apiBase: string;
  readonly publicKey: string | undefined;
  readonly tokens: Partial<Record<Persona, string>>;
  readonly timeoutMs: number;
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
    const example = exampleRequestOf(login);
    let body = example.body;
    let key: Uint8Array | undefined;
    if (login.sm4 !== 'none') {
      if (this.options.publicKey === undefined) return { error: `${where} is x-sm4 and no --public-key was given` };
      ({ body, key } = sealRequestBody(body, this.options.publicKey));
    }
    const response = await fetch(`${this.options.apiBase}/${login.service}${example.path}`, {
      method: login.method,
      headers: { ...example.headers, 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    let text = await response.text();
    if (key && (login.sm4 === 'response' || login.sm4 === 'both')) {
      const opened = openAnswer(text, key);
      if (opened.kind === 'refused') return { error: `${where}: ${opened.reason}` };
      if (opened.kind === 'opened') text = JSON.stringify(opened.body);
    }
    let answer: { appcode?: unknown; msg?: unknown; map?: Record<string, unknown> } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Reported below with the status.
    }
    const token = answer.map?.['Access-Token'];
    if (response.status === 200 && answer.appcode === '0' && typeof token === 'string' && token !== '') return { token };
    return {
      error:
        `${where} with the documented example answered HTTP ${response.status} ` +
        `appcode ${JSON.stringify(answer.appcode)} msg ${JSON.stringify(answer.msg)}; ` +
        `give a token with --token ${persona}=<Access-Token>`,
    };
  }
}
