// The development switch: `X-Mock-Scenario` header or `mock-scenario` cookie,
// value `<scenario>[@<path substring>]`. docs/mock-gateway.md describes each one.

export type Scenario =
  | { kind: 'login-code'; code: string }
  | { kind: 'expire' }
  | { kind: 'status'; status: 401 | 404 | 502 | 503 }
  | { kind: 'status-500'; appcode: string; msg: string | undefined }
  | { kind: 'slow'; ms: number }
  | { kind: 'hang' }
  | { kind: 'bad-sign' }
  | { kind: 'msg'; text: string };

export interface ScenarioSwitch {
  scenario: Scenario;
  /** The value as given, for the X-Mock-Scenario response header and the log. */
  label: string;
  /** Only requests whose wire path contains this apply the scenario. */
  scope: string | undefined;
}

/** The longest `slow:` delay accepted: ten minutes, like the hang. */
export const MAX_DELAY_MS = 600_000;
const BUSINESS_CODE = /^[0-9]{1,12}$/;

/** Forms of valid values, listed in the answer to an unknown scenario. */
export const SCENARIO_FORMS = [
  'login-code:<code>',
  'expire',
  'status-401',
  'status-404',
  'status-500',
  'status-500-empty',
  'status-500-code:<code>',
  'status-502',
  'status-503',
  'slow:<ms>',
  'hang',
  'bad-sign',
  'msg:<text>',
  'msg500:<text>',
] as const;

export const SYSTEM_BUSY = '系统繁忙，请稍后再试';

function parseBody(text: string): Scenario | undefined {
  const colon = text.indexOf(':');
  const name = colon === -1 ? text : text.slice(0, colon);
  const argument = colon === -1 ? undefined : text.slice(colon + 1);
  if (argument === undefined) {
    switch (name) {
      case 'expire':
        return { kind: 'expire' };
      case 'hang':
        return { kind: 'hang' };
      case 'bad-sign':
        return { kind: 'bad-sign' };
      case 'status-401':
        return { kind: 'status', status: 401 };
      case 'status-404':
        return { kind: 'status', status: 404 };
      case 'status-502':
        return { kind: 'status', status: 502 };
      case 'status-503':
        return { kind: 'status', status: 503 };
      case 'status-500':
        return { kind: 'status-500', appcode: '500', msg: SYSTEM_BUSY };
      case 'status-500-empty':
        return { kind: 'status-500', appcode: '500', msg: '' };
      default:
        return undefined;
    }
  }
  switch (name) {
    case 'login-code':
      return BUSINESS_CODE.test(argument) ? { kind: 'login-code', code: argument } : undefined;
    case 'status-500-code':
      // msg undefined: the gateway uses the operation's documented text for that code.
      return BUSINESS_CODE.test(argument) ? { kind: 'status-500', appcode: argument, msg: undefined } : undefined;
    case 'slow': {
      const ms = /^[0-9]{1,6}$/.test(argument) ? Number(argument) : NaN;
      return ms <= MAX_DELAY_MS ? { kind: 'slow', ms } : undefined;
    }
    case 'msg':
      return argument.length > 0 ? { kind: 'msg', text: argument } : undefined;
    case 'msg500':
      // The same message as an HTTP 500, so every rule of spec §8 can be played on either status.
      return argument.length > 0 ? { kind: 'status-500', appcode: '500', msg: argument } : undefined;
    default:
      return undefined;
  }
}

/**
 * Parses a switch value; undefined when it is not a known scenario. The scope is
 * cut at the LAST `@`, so a msg text may itself contain `@` when a scope follows.
 */
export function parseScenario(value: string): ScenarioSwitch | undefined {
  const at = value.lastIndexOf('@');
  const body = at === -1 ? value : value.slice(0, at);
  const scope = at === -1 ? undefined : value.slice(at + 1);
  const scenario = parseBody(body);
  if (!scenario || scope === '') return undefined;
  return { scenario, label: value, scope };
}
