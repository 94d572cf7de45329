import type { AreaScreens } from '../../../config/paths';

/** The screens this folder provides, by route path. */
export const queryScreens: AreaScreens = {};
