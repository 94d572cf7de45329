// From the institution agent dialogs' fields to organ/addAgent and
// organ/setAgentAuth, and the functions grouped by category for the
// authorisation checkboxes.
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '../../../api/generated/unit';
import { dayOfPicker } from '../../../components/centre/AuthPeriodFields';
import { dayOf } from '../../../lib/auth-period';

export type OrganAgent = components['schemas']['OrganAgent'];
export type OrganFunction = components['schemas']['OrganFunction'];
type AgentAuth = components['schemas']['OrganAgentAuthResponse']['map'];

export interface OrganAgentFields {
  name?: string;
  idCardNo?: string;
  cellphone?: string;
  password?: string;
  functionCodes?: string[];
  authStartDate?: Dayjs;
  authEndDate?: Dayjs;
}

export function addOrganAgentRequest(fields: OrganAgentFields): components['schemas']['AddOrganAgentRequest'] {
  return {
    name: (fields.name ?? '').trim(),
    idCardNo: (fields.idCardNo ?? '').trim().toUpperCase(),
    cellphone: (fields.cellphone ?? '').trim(),
    password: fields.password ?? '',
    functionCodes: [...new Set(fields.functionCodes ?? [])],
    authStartDate: dayOfPicker(fields.authStartDate),
    authEndDate: dayOfPicker(fields.authEndDate),
  };
}

export function setOrganAgentAuthRequest(agentId: string, fields: OrganAgentFields): components['schemas']['SetOrganAgentAuthRequest'] {
  return {
    agentId,
    functionCodes: [...new Set(fields.functionCodes ?? [])],
    authStartDate: dayOfPicker(fields.authStartDate),
    authEndDate: dayOfPicker(fields.authEndDate),
  };
}

export function fieldsOfAuth(auth: AgentAuth): OrganAgentFields {
  return {
    functionCodes: [...auth.functionCodes],
    authStartDate: dayjs(dayOf(auth.authStartDate)),
    authEndDate: dayjs(dayOf(auth.authEndDate)),
  };
}

/** Functions by category, in the order the server lists them. */
export function byCategory(functions: readonly OrganFunction[]): { category: string; functions: OrganFunction[] }[] {
  const groups = new Map<string, OrganFunction[]>();
  for (const func of functions) groups.set(func.category, [...(groups.get(func.category) ?? []), func]);
  return [...groups].map(([category, list]) => ({ category, functions: list }));
}
