// Catalogue reads shared by the header and the pages: the city channels and
// every function of an area (person and unit), both public (no token).
import { api } from '../api';
import { answerOf } from './apiAnswer';
import type { PortalFunction } from './function-access/flow';

export function getCityChannels() {
  return answerOf(api.channel.POST('/cityChannel/getCityChannel', { body: {} })).then((map) => map.list);
}

export async function getAllFunctions(areaCode: string): Promise<PortalFunction[]> {
  const lists = await Promise.all(
    (['1', '2'] as const).map((serviceObject) =>
      answerOf(api.channel.POST('/function/getFunction', { body: { serviceObject, areaCode } })).then((map) => map.list),
    ),
  );
  return lists.flat();
}
