// The common queries of a logged-in person or unit: unit codes for units and institutions.
import { useSnapshot } from 'valtio';
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { session, USER_TYPES } from '../../../../../stores/session';
import { CommonQuery } from './CommonQuery';
import { commonQueryCodes } from './insurance-queries';

export function CommonQueryScreen() {
  const { ident } = useSnapshot(session);
  const isUnit = ident === USER_TYPES.unit || ident === USER_TYPES.organ;
  return (
    <CommonQuery
      key={String(isUnit)}
      codes={commonQueryCodes(isUnit)}
      call={(body) => api.businessCenter.POST('/queryCommon', { body: body as components['schemas']['CommonQueryRequest'] })}
    />
  );
}
