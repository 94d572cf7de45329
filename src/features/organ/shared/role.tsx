// Who is logged in for the institution, as the server says
// (organ/queryOrganUserInfo): the institution manager or an agent. Screens for
// the manager only tell an agent so instead of failing.
import type { ReactNode } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { ErrorPage } from '../../../components/ErrorPage';
import { useAsyncData } from '../../../components/useAsyncData';

export type OrganUser = components['schemas']['OrganUserInfoResponse']['map'];

export function useOrganUser() {
  return useAsyncData('organ-user', () => answerOf(api.unit.POST('/organ/queryOrganUserInfo', { body: {} })));
}

export const isOrganManager = (user: OrganUser) => user.userRole === 'manager';

export function OrganManagerOnly({ what, children }: { what: string; children: (user: OrganUser) => ReactNode }) {
  const user = useOrganUser();
  return (
    <AsyncView state={user}>
      {(data) =>
        isOrganManager(data) ? (
          children(data)
        ) : (
          <ErrorPage
            status={403}
            subTitle={`${what}仅限机构管理员使用。您以机构经办人（${data.name}）身份登录，可在“机构工作台”办理已授权的功能。`}
          />
        )
      }
    </AsyncView>
  );
}

export function useOrganFunctions() {
  return useAsyncData('organ-functions', () => answerOf(api.unit.POST('/organ/getFunctionList', { body: {} })).then((map) => map.list));
}

export function useOrganInfo() {
  return useAsyncData('organ-info', () => answerOf(api.unit.POST('/organ/getOrganInfo', { body: {} })));
}
