// From the agent form's fields (src/domain/agents) to the unit document's add
// and set requests, and back from a listed agent to the form's fields.
import type { components } from '../../../api/generated/unit';
import { agentGrant, agentIdentity, fieldsOfGrant, type AgentFields } from '../../../domain/agents/agentFields';

export type MultipleAgent = components['schemas']['MultipleAgent'];
export type AddAgentRequest = components['schemas']['AddMultipleAgentRequest'];
export type SetAgentRequest = components['schemas']['SetMultipleAgentRequest'];
export type ScopeCode = components['schemas']['WorkScopeCode'];
export type UnitAgentFields = AgentFields<ScopeCode>;

export function addAgentRequest(fields: UnitAgentFields): AddAgentRequest {
  const { grants, ...period } = agentGrant(fields);
  return { ...agentIdentity(fields), scopeCodes: grants, ...period };
}

export function setAgentRequest(agentId: string, fields: UnitAgentFields): SetAgentRequest {
  const { grants, ...period } = agentGrant(fields);
  return { agentId, scopeCodes: grants, ...period };
}

/** The form's fields for adjusting a listed agent. */
export const fieldsOfAgent = (agent: MultipleAgent): UnitAgentFields =>
  fieldsOfGrant(agent.scopeCodes, agent.authStartDate, agent.authEndDate);

/** An authorisation already under way keeps its start day. */
export const startIsFixed = (agent: MultipleAgent) => agent.authStatus !== 'notStarted';
