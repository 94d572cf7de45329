// The gateway's steps for the other parties it plays (docs/mock-gateway.md,
// "Other parties"), as declared by `x-third-party`, `x-scan` and `x-puzzle`:
// its own pages and development routes, the example a poll or a puzzle check
// answers with, and what an answer carries instead of the party's (a consent
// page, a fresh code id, a drawn puzzle).
import type { IncomingMessage } from 'node:http';
import type { Route } from '../catalogue';
import { GatewayError, switchReader } from '../http';
import { freshId } from './ids';
import { PuzzleBook } from './puzzle';
import { SCAN_MODES, ScanBook, isScanMode, type ScanMode } from './scans';
import { consentPage, withConsentPage } from './third-party';

type JsonObject = Record<string, unknown>;

export interface StandInBooks {
  scans: ScanBook;
  puzzles: PuzzleBook;
  /** MOCK_SCAN: how codes behave when a call does not say. */
  scanMode: ScanMode;
  now: () => Date;
}

export function createStandInBooks(options: { scanMode?: string; now?: () => Date }): StandInBooks {
  const scanMode = options.scanMode ?? 'wait';
  if (!isScanMode(scanMode)) throw new Error(`MOCK_SCAN must be one of ${SCAN_MODES.join(', ')}, not "${scanMode}"`);
  const now = options.now ?? (() => new Date());
  return { scans: new ScanBook(), puzzles: new PuzzleBook(now), scanMode, now };
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const STAND_IN_PATH = /^((?:\/zuul)?\/api)?\/__mock\/(consent|scan|captcha)(?:\/([^/]+)\/(confirm|cancel|answer))?$/;

const ok = (msg: string, map: JsonObject = {}) => ({ status: 200, body: { appcode: '0', msg: `mock gateway: ${msg}`, map } });

function onlyMethod(method: string, wanted: 'get' | 'post', path: string): void {
  if (method !== wanted) {
    throw new GatewayError(405, `mock gateway: ${path} takes ${wanted.toUpperCase()} only`, { allowedMethods: [wanted.toUpperCase()] });
  }
}

/**
 * The gateway's own pages and routes for the other parties, also under the API prefixes:
 * `GET /__mock/consent?…` (a third party's consent page), `GET /__mock/scan` (the codes
 * waiting), `POST /__mock/scan/<id>/confirm|cancel`, and the tests' `GET /__mock/captcha/<id>/answer`.
 */
export function standInReply(
  books: StandInBooks,
  method: string,
  rawUrl: string,
): { status: number; body: unknown; headers?: Record<string, string> } | undefined {
  const url = new URL(rawUrl, 'http://gateway');
  const match = STAND_IN_PATH.exec(url.pathname);
  if (!match) return undefined;
  const [, , area, id, action] = match;
  const where = url.pathname;
  if (area === 'consent' && id === undefined) {
    onlyMethod(method, 'get', where);
    return { status: 200, body: consentPage(url.searchParams), headers: { 'Content-Type': 'text/html; charset=utf-8' } };
  }
  if (area === 'scan' && id === undefined) {
    onlyMethod(method, 'get', where);
    return ok('codes waiting for a scan', { list: books.scans.waiting() });
  }
  if (area === 'scan' && id !== undefined && (action === 'confirm' || action === 'cancel')) {
    onlyMethod(method, 'post', where);
    const state = action === 'confirm' ? 'confirmed' : 'cancelled';
    if (!books.scans.settle(id, state)) throw new GatewayError(404, `mock gateway: no code "${id}" is waiting for a scan`);
    return ok(`code ${id} ${state}`, { qrCodeId: id, state });
  }
  if (area === 'captcha' && id !== undefined && action === 'answer') {
    onlyMethod(method, 'get', where);
    const x = books.puzzles.answerOf(id);
    if (x === undefined) throw new GatewayError(404, `mock gateway: no open puzzle "${id}"`);
    return ok(`the offset that solves ${id}`, { captchaId: id, x });
  }
  throw new GatewayError(404, `mock gateway: ${where} is no development route`);
}

function scanModeOf(books: StandInBooks, req: IncomingMessage): ScanMode {
  const value = switchReader(req)('x-mock-scan', 'mock-scan') ?? '';
  if (value === '' || value === 'none') return books.scanMode;
  if (!isScanMode(value))
    throw new GatewayError(400, `mock gateway: X-Mock-Scan must be one of ${SCAN_MODES.join(', ')}`, { modes: SCAN_MODES });
  return value;
}

/** The example a scan poll or a puzzle check answers with, for a code or puzzle the gateway issued. */
export function standInExample(books: StandInBooks, route: Route, req: IncomingMessage, request: unknown): string | undefined {
  const { scan, puzzle } = route.standIns;
  const body = isObject(request) ? request : {};
  if (scan && 'poll' in scan) {
    const id = body[scan.poll];
    const state = typeof id === 'string' ? books.scans.stateOf(id) : undefined;
    if (state === undefined) return undefined;
    if (state === 'waiting' && scanModeOf(books, req) === 'auto') books.scans.settle(id as string, 'confirmed');
    const settled = books.scans.stateOf(id as string);
    return settled === 'confirmed' ? scan.confirmed : settled === 'cancelled' ? (scan.cancelled ?? scan.waiting) : scan.waiting;
  }
  if (puzzle && 'solve' in puzzle) {
    const id = body[puzzle.solve];
    const offset = body[puzzle.offset];
    if (typeof id !== 'string' || !books.puzzles.drew(id)) return undefined;
    return typeof offset === 'number' && books.puzzles.solve(id, offset, puzzle.tolerance) ? puzzle.passed : puzzle.failed;
  }
  return undefined;
}

/** A successful answer as the other party would make it: its consent page, a fresh code to scan, a drawn puzzle. */
export function standInAnswer(
  books: StandInBooks,
  route: Route,
  req: IncomingMessage,
  apiPrefix: string,
  request: unknown,
  answer: unknown,
): unknown {
  if (!isObject(answer) || answer.appcode !== '0' || !isObject(answer.map)) return answer;
  const map = answer.map;
  const { thirdParty, scan, puzzle } = route.standIns;
  if (thirdParty) return withConsentPage(thirdParty, req, apiPrefix, request, { ...answer, map });
  if (scan && 'issue' in scan && typeof map[scan.issue] === 'string') {
    const documented = map[scan.issue] as string;
    const id = freshId(documented, books.now());
    books.scans.issue(id, route.prismOperation.summary ?? route.path, books.now());
    // The code's content names its id too (…?qrCodeId=<id>).
    const renamed = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll(documented, id) : v]));
    return { ...answer, map: renamed };
  }
  if (puzzle && 'issue' in puzzle) {
    const documented = typeof map[puzzle.issue] === 'string' ? (map[puzzle.issue] as string) : 'CAP';
    const lifetime = typeof map[puzzle.lifetime] === 'number' ? (map[puzzle.lifetime] as number) : 120;
    const drawn = books.puzzles.draw(puzzle, documented, lifetime);
    return {
      ...answer,
      map: {
        ...map,
        [puzzle.issue]: drawn.id,
        [puzzle.picture]: drawn.picture,
        [puzzle.piece]: drawn.piece,
        [puzzle.pieceY]: drawn.pieceY,
      },
    };
  }
  return answer;
}
