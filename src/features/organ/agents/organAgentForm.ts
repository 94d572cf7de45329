// From the agent form's fields (src/domain/agents) to organ/addAgent and
// organ/setAgentAuth, and the functions grouped by category for the
// authorisation checkboxes.
import type { components } from '../../../api/generated/unit';
import { agentGrant, agentIdentity, fieldsOfGrant, type AgentFields } from '../../../domain/agents/agentFields';

export type OrganAgent = components['schemas']['OrganAgent'];
export type OrganFunction = components['schemas']['OrganFunction'];
type AgentAuth = components['schemas']['OrganAgentAuthResponse']['map'];

/** The institution's form also sets the agent's initial password. */
export interface OrganAgentFields extends AgentFields {
  password?: string;
}

export function addOrganAgentRequest(fields: OrganAgentFields): components['schemas']['AddOrganAgentRequest'] {
  const { grants, ...period } = agentGrant(fields);
  return { ...agentIdentity(fields), password: fields.password ?? '', functionCodes: grants, ...period };
}

export function setOrganAgentAuthRequest(agentId: string, fields: AgentFields): components['schemas']['SetOrganAgentAuthRequest'] {
  const { grants, ...period } = agentGrant(fields);
  return { agentId, functionCodes: grants, ...period };
}

export const fieldsOfAuth = (auth: AgentAuth): AgentFields => fieldsOfGrant(auth.functionCodes, auth.authStartDate, auth.authEndDate);

/** Functions by category, in the order the server lists them. */
export function byCategory(functions: readonly OrganFunction[]): { category: string; functions: OrganFunction[] }[] {
  const groups = new Map<string, OrganFunction[]>();
  for (const func of functions) groups.set(func.category, [...(groups.get(func.category) ?? []), func]);
  return [...groups].map(([category, list]) => ({ category, functions: list }));
}
