// The home page's calls to the channel service (function catalogue,
// recommendations, favourites). Each returns what the page renders.
import { api, serverMessageText } from '../../api';
import { answerOf, envelopeOf } from '../../components/apiAnswer';
import type { PortalFunction } from '../../domain/function-access/flow';
import type { ServiceObject } from '../../stores/home';

export function getHotFunctions(serviceObject: ServiceObject, areaCode: string): Promise<PortalFunction[]> {
  return answerOf(api.channel.POST('/function/getHotFunction', { body: { serviceObject, areaCode } })).then((map) => map.list);
}

/** Personal recommendations for a logged-in user, the general ones when there are none. */
export async function getRecommendedFunctions(
  loggedIn: boolean,
  serviceObject: ServiceObject,
  areaCode: string,
): Promise<PortalFunction[]> {
  if (loggedIn) {
    const personal = await answerOf(api.channel.POST('/function/getRecommendFunctionByUser', { body: {} }));
    if (personal.list.length > 0) return personal.list;
  }
  const general = await answerOf(api.channel.POST('/function/getRecommendFunction', { body: { serviceObject, areaCode } }));
  return general.list;
}

export function getFavourites(): Promise<PortalFunction[]> {
  return answerOf(api.channel.POST('/function/getCollection', { body: {} })).then((map) => map.list);
}

/** Resolves with the server's message (收藏成功 / 已取消收藏) as spec §8 allows it; a refusal (e.g. the limit of 20) rejects with its msg. */
export async function setFavourite(funcId: string, favourite: boolean): Promise<string> {
  const call = favourite
    ? api.channel.POST('/function/addCollection', { body: { funcId } })
    : api.channel.POST('/function/cancelCollection', { body: { funcId } });
  return serverMessageText((await envelopeOf(call)).msg, favourite ? '收藏成功' : '已取消收藏');
}
