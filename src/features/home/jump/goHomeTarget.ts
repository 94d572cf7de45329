// Where /gohome leads: the main page, on the service object of the user (units
// and institutions see unit services), keeping a city or service chosen by the
// link that brought the visitor.
import { MAIN_URL } from '../../../config/app';
import type { UserKind } from '../../../stores/session';

export function goHomeTarget(search: string, userKind: UserKind | undefined): string {
  const incoming = new URLSearchParams(search);
  const query = new URLSearchParams();
  const areaCode = incoming.get('areaCode');
  if (areaCode && /^[1-9][0-9]{5}$/.test(areaCode)) query.set('areaCode', areaCode);
  const serviceObject = incoming.get('serviceObject');
  if (serviceObject === '1' || serviceObject === '2') query.set('serviceObject', serviceObject);
  else if (userKind === 'unit' || userKind === 'organ') query.set('serviceObject', '2');
  const text = query.toString();
  return text ? `${MAIN_URL}?${text}` : MAIN_URL;
}
