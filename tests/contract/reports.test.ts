// @vitest-environment jsdom
// The reports of every phase: JUnit XML a CI server can parse (one testsuite per
// phase and service, one testcase per case), an HTML page that shows hostile
// text as text, and the curl commands that reproduce a failure in a shell.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlCommand, shellQuote } from './curl';
import { MAX_SKIPPED_SHARE, verdictOf, type PhaseResult } from './phases';
import { consoleReport, htmlReport, junitXml } from './reports';

const HOSTILE = `<script>alert("x")</script> & 'quotes' ]]> \u0001 字段`;

const negatives: PhaseResult = {
  phase: 'negatives',
  operations: 2,
  cases: 3,
  passed: 1,
  skipped: 1,
  seconds: 1.5,
  failures: [
    {
      phase: 'negatives',
      service: 'person',
      operation: 'POST /address/add',
      title: `field receiverName is ${HOSTILE}`,
      request: {
        method: 'POST',
        url: 'http://h/api/person/address/add',
        headers: { 'Content-Type': 'application/json' },
        body: `{"receiverName":"${HOSTILE}"}`,
      },
      expected: 'a refusal',
      actual: `HTTP 200 appcode "0": ${HOSTILE}`,
      curl: `curl -X POST 'http://h' --data-raw ${shellQuote(HOSTILE)}`,
    },
  ],
  outcomes: [
    {
      service: 'person',
      operation: 'POST /address/add',
      title: `field receiverName is ${HOSTILE}`,
      outcome: 'fail',
      reason: `HTTP 200 appcode "0": ${HOSTILE}`,
    },
    { service: 'person', operation: 'POST /address/list', title: 'required field page missing', outcome: 'pass' },
    {
      service: 'unit',
      operation: 'POST /unit/info',
      title: 'envelope: sign tampered',
      outcome: 'skip',
      reason: 'x-sm4: give --public-key',
    },
  ],
};
/** A phase that lists its failures only (outcomes left out). */
const workflows: PhaseResult = { phase: 'workflows', operations: 4, cases: 2, passed: 2, skipped: 0, seconds: 0.5, failures: [] };
const meta = { target: 'http://h prefix /api', seed: 7, startedAt: '2026-11-26T07:00:00.000Z', seconds: 2 };

describe('JUnit report', () => {
  const xml = new DOMParser().parseFromString(junitXml([negatives, workflows], meta), 'application/xml');

  it('is well-formed XML, hostile text included', () => {
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.tagName).toBe('testsuites');
  });

  it('has one testsuite per phase and service, one testcase per case', () => {
    const suites = [...xml.getElementsByTagName('testsuite')].map((s) => [
      s.getAttribute('name'),
      s.getElementsByTagName('testcase').length,
    ]);
    expect(suites).toEqual([
      ['negatives.person', 2],
      ['negatives.unit', 1],
      ['workflows.all', 1],
    ]);
    expect(xml.documentElement.getAttribute('tests')).toBe('4');
    expect(xml.documentElement.getAttribute('failures')).toBe('1');
    expect(xml.documentElement.getAttribute('skipped')).toBe('1');
  });

  it('keeps the failure text, the curl command included, readable', () => {
    const failure = xml.getElementsByTagName('failure')[0]!;
    expect(failure.textContent).toContain('<script>alert("x")</script> & \'quotes\' ]]>  字段');
    expect(failure.textContent).toContain(`--data-raw ${shellQuote(HOSTILE)}`.replace('\u0001', ''));
    expect(xml.getElementsByTagName('skipped')[0]!.getAttribute('message')).toBe('x-sm4: give --public-key');
  });
});

describe('HTML report', () => {
  const html = htmlReport([negatives, workflows], meta);
  const page = new DOMParser().parseFromString(html, 'text/html');

  it('shows hostile text as text, never as markup', () => {
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.body.textContent).toContain(`field receiverName is ${HOSTILE}`);
  });

  it('shows every failure with its request, expected and actual answer and curl, and needs no other file', () => {
    const section = page.querySelector('section')!;
    expect(section.textContent).toContain('POST http://h/api/person/address/add');
    expect(section.textContent).toContain('a refusal');
    expect(section.textContent).toContain('curl -X POST');
    expect(html).not.toMatch(/<(link|img|script)\b|src=|href=/);
    expect(page.querySelector('strong')!.textContent).toBe('FAILED (1)');
  });
});

describe('console report', () => {
  it('prints each failure, then the counts per phase and service', () => {
    const text = consoleReport([negatives, workflows], meta, 'reports/contract');
    expect(text).toContain(`FAIL  [negatives] person POST /address/add: field receiverName is ${HOSTILE}`);
    expect(text).toMatch(/^negatives person\s+2\s+1\s+1\s+0$/m);
    expect(text).toMatch(/^negatives unit\s+1\s+0\s+0\s+1$/m);
    expect(text).toContain('phase workflows: passed — 4 operations, 2 cases, 2 passed, 0 skipped');
  });

  it('lists every skipped case with its reason', () => {
    const text = consoleReport([negatives, workflows], meta, 'reports/contract');
    expect(text).toContain('SKIP  [negatives] unit POST /unit/info: envelope: sign tampered\n      x-sm4: give --public-key');
  });
});

describe('a phase that mostly skipped', () => {
  const skipping = (skipped: number, notApplicable = 0): PhaseResult => ({
    phase: 'examples',
    operations: 1,
    cases: 100,
    passed: 100 - skipped,
    skipped,
    notApplicable,
    seconds: 1,
    failures: [],
  });

  it(`passes up to ${MAX_SKIPPED_SHARE * 100} % skipped, and is incomplete beyond, which the exit code and reports say`, () => {
    expect(verdictOf(skipping(5))).toBe('passed');
    expect(verdictOf(skipping(6))).toBe('incomplete');
    expect(verdictOf({ ...skipping(0), cases: 0, passed: 0 })).toBe('incomplete');
    const text = consoleReport([skipping(60)], meta, 'reports/contract');
    expect(text).toContain(
      'phase examples: INCOMPLETE (60 of 100 cases skipped, more than 5 %) — 1 operations, 100 cases, 40 passed, 60 skipped',
    );
    const page = new DOMParser().parseFromString(htmlReport([skipping(60)], meta), 'text/html');
    expect(page.querySelector('strong')!.textContent).toBe('INCOMPLETE');
  });

  it('does not count the answers only a server itself decides to give (checked on the mock gateway)', () => {
    expect(verdictOf(skipping(52, 50))).toBe('passed');
    expect(verdictOf(skipping(53, 50))).toBe('incomplete');
    expect(consoleReport([skipping(52, 50)], meta, 'r')).toContain('52 skipped (50 not applicable to this server)');
  });
});

describe('curl commands', () => {
  it('quote any text so that the shell passes it unchanged', () => {
    const text = `it's "quoted" $HOME \`x\` 中文`;
    expect(execFileSync('sh', ['-c', `printf %s ${shellQuote(text)}`], { encoding: 'utf8' })).toBe(text);
  });

  it('read the token from a shell variable, never from the report', () => {
    const command = curlCommand({ method: 'POST', url: 'http://h/x', headers: { 'App-Id': 'a' }, body: '{}', persona: 'unit' });
    expect(command).toBe(`curl -sS -i -X POST 'http://h/x' -H 'App-Id: a' -H "Access-Token: $UNIT_TOKEN" --data-raw '{}'`);
  });
});
