// The mock gateway's development switch: two cookies the gateway reads on every
// request. `mock-persona` answers as that kind of user; `mock-scenario` forces
// an outcome, optionally only for paths containing a substring.
import Cookies from 'js-cookie';

export const PERSONA_COOKIE = 'mock-persona';
export const SCENARIO_COOKIE = 'mock-scenario';

export const PERSONAS = [
  { value: 'person', label: '个人用户' },
  { value: 'unit', label: '单位管理员' },
  { value: 'unitAgent', label: '单位经办人' },
  { value: 'organ', label: '机构管理员' },
  { value: 'organAgent', label: '机构经办人' },
  { value: 'casual', label: '临时用户' },
] as const;

/** Scenario kinds; those with a parameter say what it means. */
export const SCENARIOS = [
  { kind: 'login-code', label: '登录业务码', parameter: '业务码' },
  { kind: 'expire', label: '会话过期（401 且清除令牌）' },
  { kind: 'status-401', label: 'HTTP 401' },
  { kind: 'status-404', label: 'HTTP 404' },
  { kind: 'status-500', label: 'HTTP 500（带 msg）' },
  { kind: 'status-500-empty', label: 'HTTP 500（无 msg）' },
  { kind: 'status-500-code', label: 'HTTP 500 带业务码', parameter: '业务码' },
  { kind: 'status-502', label: 'HTTP 502' },
  { kind: 'status-503', label: 'HTTP 503' },
  { kind: 'slow', label: '慢响应', parameter: '毫秒' },
  { kind: 'hang', label: '不响应（触发超时）' },
  { kind: 'bad-sign', label: '密文签名错误' },
  { kind: 'msg', label: '自定义 msg（HTTP 200）', parameter: '文本' },
  { kind: 'msg500', label: '自定义 msg（HTTP 500）', parameter: '文本' },
] as const;

export type ScenarioKind = (typeof SCENARIOS)[number]['kind'];

export interface Scenario {
  kind: ScenarioKind;
  parameter?: string;
  /** Only requests whose path contains this substring are affected. */
  pathContains?: string;
}

export function needsParameter(kind: ScenarioKind): boolean {
  return SCENARIOS.some((scenario) => scenario.kind === kind && 'parameter' in scenario);
}

/** `<kind>[:<parameter>][@<path substring>]`, the cookie's format. */
export function formatScenario({ kind, parameter, pathContains }: Scenario): string {
  const withParameter = needsParameter(kind) && parameter ? `${kind}:${parameter}` : kind;
  return pathContains ? `${withParameter}@${pathContains}` : withParameter;
}

export function parseScenario(value: string | undefined): Scenario | undefined {
  if (!value) return undefined;
  const at = value.indexOf('@');
  const head = at === -1 ? value : value.slice(0, at);
  const pathContains = at === -1 ? undefined : value.slice(at + 1) || undefined;
  const known = SCENARIOS.find((scenario) => head === scenario.kind || head.startsWith(`${scenario.kind}:`));
  if (!known) return undefined;
  const parameter = head.length > known.kind.length ? head.slice(known.kind.length + 1) : undefined;
  return { kind: known.kind, parameter, pathContains };
}

const COOKIE_OPTIONS = { path: '/', sameSite: 'lax' } as const;

export function readMockSwitch(): { persona?: string; scenario?: Scenario } {
  return { persona: Cookies.get(PERSONA_COOKIE), scenario: parseScenario(Cookies.get(SCENARIO_COOKIE)) };
}

export function setPersona(persona: string | undefined): void {
  if (persona) Cookies.set(PERSONA_COOKIE, persona, COOKIE_OPTIONS);
  else Cookies.remove(PERSONA_COOKIE, COOKIE_OPTIONS);
}

export function setScenario(scenario: Scenario | undefined): void {
  if (scenario) Cookies.set(SCENARIO_COOKIE, formatScenario(scenario), COOKIE_OPTIONS);
  else Cookies.remove(SCENARIO_COOKIE, COOKIE_OPTIONS);
}
