// `--record <dir>`: the backend's real answers, opened and masked, kept per operation
// as candidate examples (`npm run contract:examples -- <dir>` compares them with the
// documented ones). Identity numbers, phones and people's names never reach the disk.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '../catalogue';
import { maskName } from '../state/values';

/** Distinct answers kept per operation and status. */
const KEPT_PER_STATUS = 5;

// Also inside keys such as `P320102198807154211`.
const IDENTITY_NUMBER = /(?<!\d)(\d{4})\d{10}(\d{3}[\dXx])(?!\d)/g;
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** Fields that hold a person's name: `name`, `userName`, `receiverName`, `xm` …, not a unit's, a function's or a thing's. */
const NAME_FIELD = /(^|[a-z_])(name|xm)$/i;
const NOT_A_PERSON =
  /^(unit|org|organ|func|function|area|matter|type|dict|bank|city|site|dept|department|affair|item|material|licen[cs]e|cert|skill|occupation|education|level|channel|category|file|doc|title|service|outlet|insurance|product|company|school|major|node|hall|sub|menu|status|state)/i;
const CHINESE_NAME = /^[\u4e00-\u9fff·]{2,6}$/;

/** The value with identity numbers, phones and names masked as the portal shows them. */
export function masked(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (NAME_FIELD.test(key) && !NOT_A_PERSON.test(key) && CHINESE_NAME.test(value)) return maskName(value);
    return value.replace(IDENTITY_NUMBER, '$1**********$2').replace(PHONE, '$1****$2');
  }
  if (Array.isArray(value)) return value.map((item) => masked(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, masked(item, name)]));
  }
  return value;
}

export interface RecordedOperation {
  service: string;
  method: string;
  path: string;
  /** By status: the distinct answers seen, masked, oldest first. */
  answers: Record<string, unknown[]>;
}

/** The file an operation's answers are kept in: `<dir>/<service>/<method>_<path with _ for />.json`. */
export const recordFileOf = (dir: string, route: Pick<Route, 'service' | 'method' | 'path'>) =>
  join(dir, route.service, `${route.method}${route.path.replace(/[/{}]/g, '_')}.json`);

export class AnswerRecorder {
  private readonly kept = new Map<string, RecordedOperation>();
  constructor(private readonly dir: string) {}

  keep(route: Route, status: number, body: unknown): void {
    const file = recordFileOf(this.dir, route);
    let operation = this.kept.get(file);
    if (!operation) {
      operation = { service: route.service, method: route.method, path: route.path, answers: {} };
      this.kept.set(file, operation);
    }
    const answers = (operation.answers[status] ??= []);
    const answer = masked(body);
    const text = JSON.stringify(answer);
    if (answers.length >= KEPT_PER_STATUS || answers.some((known) => JSON.stringify(known) === text)) return;
    answers.push(answer);
    mkdirSync(join(this.dir, route.service), { recursive: true });
    writeFileSync(file, `${JSON.stringify(operation, null, 2)}\n`);
  }
}
