// The app's API clients. Screens call `api.<service>.POST(path, …)`; they never
// call fetch and never build URLs (docs/client.md).
//
// The clients themselves (src/api/client.ts: openapi-fetch, the middleware, the
// cipher, the behaviour table) are not part of a first page's code: most first
// pages call nothing before the visitor acts. They are loaded when the browser
// is idle after the first page (src/app/boot.tsx) or by the first call, which
// waits for them; `api` has the clients' request methods and hands each call on
// (docs/client.md, "The app's clients").
import type { Api } from './client';
import { clientFailureBody, clientFailureMessage, clientFailureResponse } from './failures';
import { DEFAULT_HOOKS, type ApiHooks } from './hooks';
import { decideServerMessage, type ServerMessageDecision } from './messages';
import { noticesOf } from './notices';
import { SERVICE_OF, type ClientName } from './services';

export type { Api, ApiOptions } from './client';
export type { ApiHooks } from './hooks';
export type { ClientFailureBody } from './failures';
export { isSuccess, SUCCESS_CODE, type Envelope } from './envelope';
export { decideServerMessage, ERROR_MESSAGES, isNoDataMessage, serverMessageText, type ServerMessageDecision } from './messages';

/**
 * The app's clients as screens have them: the request methods of openapi-fetch
 * (GET … TRACE, request). Their middleware is fixed, so `use` and `eject` are
 * not there; createApi builds clients that take more (tests, tools).
 */
export type AppApi = { readonly [Name in ClientName]: Omit<Api[Name], 'use' | 'eject'> };

/**
 * What calls reported before the app connected its toasts, router and loading
 * indicator: a first page's early calls (startEarly) may be answered before the
 * page is on screen, and a failure the user is never told of, or a session end
 * that never leads to the login, would leave them with an empty page and no word.
 */
const beforeConnected: {
  toasts: Array<Parameters<ApiHooks['showError']>>;
  unauthorized?: Parameters<ApiHooks['onUnauthorized']>[0];
  inFlight?: number;
} = { toasts: [] };

const appHooks: ApiHooks = {
  ...DEFAULT_HOOKS,
  showError: (message, onClose) => beforeConnected.toasts.push([message, onClose]),
  onUnauthorized: (info) => {
    beforeConnected.unauthorized = info;
  },
  onLoadingChange: (inFlight) => {
    beforeConnected.inFlight = inFlight;
  },
};

/** Connects the app's clients to the session, router, toasts and loading indicator; what was reported before reaches them now. */
export function configureApi(hooks: Partial<ApiHooks>): void {
  Object.assign(appHooks, hooks);
  const { showError, onUnauthorized, onLoadingChange } = hooks;
  const { toasts, unauthorized, inFlight } = beforeConnected;
  if (showError) for (const toast of toasts.splice(0)) showError(...toast);
  if (onUnauthorized) {
    beforeConnected.unauthorized = undefined;
    if (unauthorized) onUnauthorized(unauthorized);
  }
  if (onLoadingChange) {
    beforeConnected.inFlight = undefined;
    if (inFlight) onLoadingChange(inFlight);
  }
}

let clients: Promise<Api> | undefined;

/** The app's clients, loaded and built once; a failed load is tried again by the next call. */
export function loadApi(): Promise<Api> {
  clients ??= import('./client').then(
    ({ buildApi }) => buildApi({}, appHooks),
    (error: unknown) => {
      clients = undefined;
      throw error;
    },
  );
  return clients;
}

/**
 * A server's message as a toast, for a screen: spec §8 decides (decideServerMessage),
 * and a text already on screen — from a screen or from the client's own error
 * toasts — is not shown again until it is dismissed. The decision comes back so
 * the screen can show its empty state for 未查询到信息!.
 */
export function showServerMessage(msg: string | null | undefined, fallback?: string): ServerMessageDecision {
  const decision = decideServerMessage(msg, fallback);
  if ((decision.kind === 'show' || decision.kind === 'data') && decision.text !== '') showNotice(decision.text);
  return decision;
}

/** A text already decided (e.g. a prefixed server message) as a toast, once at a time like every other. */
export function showNotice(text: string): void {
  noticesOf(appHooks).show(text);
}

/** The answer a call gets when the clients' code could not be loaded: a lost connection, as the middleware reports one (one toast at a time). */
function unreachable() {
  noticesOf(appHooks).show(clientFailureMessage('network'));
  return { data: undefined, error: clientFailureBody('network'), response: clientFailureResponse('network') };
}

/** The request methods of an openapi-fetch client: each returns a promise, so each can wait for the client. */
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'] as const;

type Method = (typeof METHODS)[number];

function send(name: ClientName, method: Method, args: unknown[]): Promise<unknown> {
  return loadApi().then((loaded) => (loaded[name][method] as (...callArgs: unknown[]) => Promise<unknown>)(...args), unreachable);
}

/** How long an answer started early waits for its screen: beyond that the screen asks again. */
const EARLY_ANSWER_MS = 30_000;
const earlyAnswers = new Map<string, { answer: Promise<unknown>; startedAt: number }>();
const callKey = (name: ClientName, method: Method, args: unknown[]) => JSON.stringify([name, method, args]);

/**
 * Starts a call before the screen that makes it has arrived (a route's first
 * calls, src/app/boot.tsx): the first identical call — same client, path and
 * body — within a short while gets this answer instead of asking again.
 */
export function startEarly(name: ClientName, path: string, body: object): void {
  const args = [path, { body }];
  const answer = send(name, 'POST', args);
  // Handled here so an answer no screen took never counts as an unhandled failure; the screen that takes it still sees it fail.
  answer.catch(() => undefined);
  earlyAnswers.set(callKey(name, 'POST', args), { answer, startedAt: Date.now() });
}

function takeEarlyAnswer(name: ClientName, method: Method, args: unknown[]): Promise<unknown> | undefined {
  const key = callKey(name, method, args);
  const early = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return early && Date.now() - early.startedAt <= EARLY_ANSWER_MS ? early.answer : undefined;
}

function clientOf(name: ClientName): AppApi[ClientName] {
  const methods = Object.fromEntries(
    METHODS.map((method) => [
      method,
      (...args: unknown[]) => (earlyAnswers.size > 0 && takeEarlyAnswer(name, method, args)) || send(name, method, args),
    ]),
  );
  // Each method has the loaded client's signature; TypeScript cannot follow that through Object.fromEntries.
  return methods as unknown as AppApi[ClientName];
}

/** The app's clients, each call handed on once their code has arrived. */
export const api: AppApi = Object.fromEntries(Object.keys(SERVICE_OF).map((name) => [name, clientOf(name as ClientName)])) as AppApi;
