// The agent form's fields (src/domain/agents/AgentForm.tsx) and what the
// unit's and the institution's requests take from them: the new agent's
// identity, and the grant — what the agent may do (work scopes of a unit,
// functions of an institution) and the period it holds for.
import dayjs, { type Dayjs } from 'dayjs';
import { dayOfPicker } from '../../components/centre/AuthPeriodFields';
import { dayOf } from '../../lib/calendar-days';

export interface AgentFields<Grant extends string = string> {
  name?: string;
  idCardNo?: string;
  cellphone?: string;
  /** What the agent may do: the unit's work scopes or the institution's functions. */
  grants?: Grant[];
  authStartDate?: Dayjs;
  authEndDate?: Dayjs;
}

/** A new agent as the server keeps them: trimmed, the ID's check letter in capitals. */
export function agentIdentity(fields: AgentFields): { name: string; idCardNo: string; cellphone: string } {
  return {
    name: (fields.name ?? '').trim(),
    idCardNo: (fields.idCardNo ?? '').trim().toUpperCase(),
    cellphone: (fields.cellphone ?? '').trim(),
  };
}

/** The grant: each choice once, the period as days. */
export function agentGrant<Grant extends string>(
  fields: AgentFields<Grant>,
): { grants: Grant[]; authStartDate: string; authEndDate: string } {
  return {
    grants: [...new Set(fields.grants ?? [])],
    authStartDate: dayOfPicker(fields.authStartDate),
    authEndDate: dayOfPicker(fields.authEndDate),
  };
}

/** The form's fields for changing a grant the server holds. */
export function fieldsOfGrant<Grant extends string>(
  grants: readonly Grant[],
  authStartDate: string,
  authEndDate: string,
): AgentFields<Grant> {
  return { grants: [...grants], authStartDate: dayjs(dayOf(authStartDate)), authEndDate: dayjs(dayOf(authEndDate)) };
}
