// The units the base store lists with the logged-in person as legal
// representative (unit unitBase/queryBaseStoreUnitList called without a code).
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import type { BaseStoreUnit } from './opening';

export function loadLegalUnits(): Promise<BaseStoreUnit[]> {
  return answerOf(api.unit.POST('/unitBase/queryBaseStoreUnitList', { body: {} })).then((map) => map.list);
}
