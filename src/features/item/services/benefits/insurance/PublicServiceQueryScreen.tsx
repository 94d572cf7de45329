// The public service queries (queryCommonGG), over the common query page.
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { CommonQuery } from './CommonQuery';

export function PublicServiceQueryScreen() {
  const codes = Object.entries(ENUM_LABELS['CommonQueryGGRequest.queryCode']).map(([value, label]) => ({ value, label }));
  return (
    <CommonQuery
      codes={codes}
      call={(body) => api.businessCenter.POST('/queryCommonGG', { body: body as components['schemas']['CommonQueryGGRequest'] })}
    />
  );
}
