// Catalogue reads shared by the header and the pages: the city channels and
// the functions of an area (person and unit), all public (no token).
import { api } from '../api';
import type { components } from '../api/generated/channel';
import type { ServiceObject } from '../stores/home';
import { answerOf } from './apiAnswer';

/** A function of the catalogue (channel FunctionItem). */
export type PortalFunction = components['schemas']['FunctionItem'];

export function getCityChannels() {
  return answerOf(api.channel.POST('/cityChannel/getCityChannel', { body: {} })).then((map) => map.list);
}

/** Every function of an area by category (person and unit functions together). */
export function getClassifiedFunctions(areaCode: string) {
  return answerOf(api.channel.POST('/function/getClassifiedFunction', { body: { areaCode } })).then((map) => map.all);
}

/**
 * One function by id: the classified catalogue of the area holds every
 * category; the per-service-object lists are asked only when it is not there.
 */
export async function findFunction(funcId: string, areaCode: string): Promise<PortalFunction | undefined> {
  const categories = await getClassifiedFunctions(areaCode);
  const classified = categories.flatMap((category) => category.functions).find((func) => func.funcId === funcId);
  if (classified) return classified;
  return (await getAllFunctions(areaCode)).find((func) => func.funcId === funcId);
}

/** Every function of one service object (person or unit) of an area, offline ones included. */
export function getFunctions(serviceObject: ServiceObject, areaCode: string): Promise<PortalFunction[]> {
  return answerOf(api.channel.POST('/function/getFunction', { body: { serviceObject, areaCode } })).then((map) => map.list);
}

/** Person and unit functions of an area, each once (a server may list a function for both). */
export async function getAllFunctions(areaCode: string): Promise<PortalFunction[]> {
  const lists = await Promise.all((['1', '2'] as const).map((serviceObject) => getFunctions(serviceObject, areaCode)));
  return [...new Map(lists.flat().map((func) => [func.funcId, func])).values()];
}
