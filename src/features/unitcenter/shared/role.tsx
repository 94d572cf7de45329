// Who is logged in for the unit, as the server says (unitBase/queryAgentWorkScope):
// the unit manager holds every work scope, an agent only those granted within
// the authorisation period. Screens for managers only say so to agents
// instead of failing on the server's refusal.
import type { ReactNode } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { ErrorPage } from '../../../components/ErrorPage';
import { useAsyncData, type AsyncData } from '../../../components/useAsyncData';

export type WorkScope = components['schemas']['AgentWorkScopeResponse']['map'];
export type WorkScopeCode = components['schemas']['WorkScopeCode'];

export function useWorkScope(): AsyncData<WorkScope> {
  return useAsyncData('unit-work-scope', () => answerOf(api.unit.POST('/unitBase/queryAgentWorkScope', { body: {} })));
}

export const isUnitManager = (scope: WorkScope) => scope.loginRole === 'manager';

/** Renders the children for the unit manager; an agent is told who can do this. */
export function ManagerOnly({ what, children }: { what: string; children: ReactNode }) {
  const scope = useWorkScope();
  return (
    <AsyncView state={scope}>
      {(data) =>
        isUnitManager(data) ? (
          children
        ) : (
          <ErrorPage
            status={403}
            subTitle={`${what}仅限单位管理员办理。您以经办人（${data.name}）身份登录，如需办理请联系本单位管理员。`}
          />
        )
      }
    </AsyncView>
  );
}
