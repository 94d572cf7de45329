// The unit's own information (unitBase/getUnitInfo); its answer differs for the
// manager and for an agent (loginRole, agent).
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { useAsyncData } from '../../../components/useAsyncData';

export function useUnitInfo() {
  return useAsyncData('unit-info', () => answerOf(api.unit.POST('/unitBase/getUnitInfo', { body: {} })).then((map) => map.unitInfo));
}
