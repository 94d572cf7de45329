// What proxy mode saw: the last calls with their violations and bodies (the development
// panel's list, newest first) and, for the whole run, each operation's violations,
// written on exit as reports/proxy/violations.json and a JUnit file for CI.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Violation } from './validate';

export type Source = 'backend' | 'mock';

/** One call as the panel shows it; bodies in plaintext (opened), cut short. */
export interface ProxiedCall {
  id: number;
  at: string;
  operation: string;
  /** The path the portal called, with its query: `/api/person/message/queryMessage`. */
  url: string;
  method: string;
  source: Source;
  status: number;
  violations: Violation[];
  /** What copy-as-curl needs: the headers sent on (no cookies) and the plaintext body. */
  request: { headers: Record<string, string>; body?: string };
  response?: { body?: string };
}

interface OperationTally {
  operation: string;
  calls: Record<Source, number>;
  violations: Map<string, Violation & { count: number; firstSeen: string; lastSeen: string }>;
}

const KEPT_CALLS = 100;
const BODY_LIMIT = 20_000;

export const excerptOf = (text: string | undefined) =>
  text === undefined || text.length <= BODY_LIMIT ? text : `${text.slice(0, BODY_LIMIT)}… (${text.length} characters)`;

const xml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c).replace(/[^\t\n\r\x20-\uffff]/g, '');

export const violationLine = (v: Violation) => `${v.operation} ${v.direction} ${v.pointer || '/'}: expected ${v.expected}, got ${v.actual}`;

export class CallBook {
  private readonly recent: ProxiedCall[] = [];
  private readonly tallies = new Map<string, OperationTally>();
  private nextId = 1;

  add(call: Omit<ProxiedCall, 'id' | 'at'>): void {
    const at = new Date().toISOString();
    this.recent.unshift({ ...call, id: this.nextId++, at });
    if (this.recent.length > KEPT_CALLS) this.recent.pop();
    let tally = this.tallies.get(call.operation);
    if (!tally) {
      tally = { operation: call.operation, calls: { backend: 0, mock: 0 }, violations: new Map() };
      this.tallies.set(call.operation, tally);
    }
    tally.calls[call.source] += 1;
    for (const violation of call.violations) {
      const key = `${violation.direction} ${violation.pointer} ${violation.expected}`;
      const known = tally.violations.get(key);
      if (known) Object.assign(known, { actual: violation.actual, count: known.count + 1, lastSeen: at });
      else tally.violations.set(key, { ...violation, count: 1, firstSeen: at, lastSeen: at });
    }
  }

  /** The last calls, newest first. */
  calls(): ProxiedCall[] {
    return [...this.recent];
  }

  /** Writes violations.json and junit.xml into the folder; the operations only the mock answered are no test of the backend. */
  writeReports(dir: string, backend: string): { violations: number } {
    mkdirSync(dir, { recursive: true });
    const operations = [...this.tallies.values()]
      .sort((a, b) => a.operation.localeCompare(b.operation))
      .map((t) => ({ operation: t.operation, calls: t.calls, violations: [...t.violations.values()] }));
    const total = operations.reduce((sum, o) => sum + o.violations.length, 0);
    writeFileSync(
      join(dir, 'violations.json'),
      `${JSON.stringify({ backend, writtenAt: new Date().toISOString(), violations: total, operations }, null, 2)}\n`,
    );
    const tested = operations.filter((o) => o.calls.backend > 0);
    const failures = tested.filter((o) => o.violations.length > 0).length;
    const cases = tested.map((o) => {
      const [method = '', service = '', path = ''] = o.operation.split(' ');
      const failure =
        o.violations.length === 0
          ? ''
          : `\n      <failure message="${xml(`${o.violations.length} contract violation(s)`)}">${xml(o.violations.map((v) => `${violationLine(v)} (${v.count}×)`).join('\n'))}</failure>\n    `;
      return `    <testcase classname="${xml(service)}" name="${xml(`${method} ${path}`)}">${failure}</testcase>`;
    });
    writeFileSync(
      join(dir, 'junit.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="${xml(`contract through the gateway, backend ${backend}`)}" tests="${tested.length}" failures="${failures}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`,
    );
    return { violations: total };
  }
}
