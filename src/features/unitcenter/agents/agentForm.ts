// From the agent dialog's fields to the unit document's add and set requests,
// and back from a listed agent to the dialog's fields.
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '../../../api/generated/unit';
import { dayOfPicker } from '../../../components/centre/AuthPeriodFields';
import { dayOf } from '../../../lib/auth-period';

export type MultipleAgent = components['schemas']['MultipleAgent'];
export type AddAgentRequest = components['schemas']['AddMultipleAgentRequest'];
export type SetAgentRequest = components['schemas']['SetMultipleAgentRequest'];
export type ScopeCode = components['schemas']['WorkScopeCode'];

export interface AgentFields {
  name?: string;
  idCardNo?: string;
  cellphone?: string;
  scopeCodes?: ScopeCode[];
  authStartDate?: Dayjs;
  authEndDate?: Dayjs;
}

export function addAgentRequest(fields: AgentFields): AddAgentRequest {
  return {
    name: (fields.name ?? '').trim(),
    idCardNo: (fields.idCardNo ?? '').trim().toUpperCase(),
    cellphone: (fields.cellphone ?? '').trim(),
    scopeCodes: [...new Set(fields.scopeCodes ?? [])],
    authStartDate: dayOfPicker(fields.authStartDate),
    authEndDate: dayOfPicker(fields.authEndDate),
  };
}

export function setAgentRequest(agentId: string, fields: AgentFields): SetAgentRequest {
  return {
    agentId,
    scopeCodes: [...new Set(fields.scopeCodes ?? [])],
    authStartDate: dayOfPicker(fields.authStartDate),
    authEndDate: dayOfPicker(fields.authEndDate),
  };
}

/** The dialog's fields for adjusting a listed agent. */
export function fieldsOfAgent(agent: MultipleAgent): AgentFields {
  return {
    scopeCodes: [...agent.scopeCodes],
    authStartDate: dayjs(dayOf(agent.authStartDate)),
    authEndDate: dayjs(dayOf(agent.authEndDate)),
  };
}

/** An authorisation already under way keeps its start day. */
export const startIsFixed = (agent: MultipleAgent) => agent.authStatus !== 'notStarted';
