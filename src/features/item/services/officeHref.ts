// Where a logged-in user follows their cases: the 我的办件 page of their own centre.
import { paths, type AppPath } from '../../../config/paths';
import { userKindOf, type UserKind } from '../../../stores/session';

const OFFICE: Record<UserKind, AppPath> = {
  person: paths.center.office,
  unit: paths.unitcenter.office,
  organ: paths.organ.office,
  casual: paths.tempcenter.work,
};

export function officeHref(ident: string): AppPath {
  return OFFICE[userKindOf(ident) ?? 'person'];
}
