import { paths, type AreaScreens } from '../../../config/paths';
import { FeedbackPage } from './feedback/FeedbackPage';
import { FeedbackResultsPage } from './feedback/FeedbackResultsPage';
import { MaterialPage } from './material/MaterialPage';
import { TaskPage } from './task/TaskPage';
import { UnitRegPage } from './unitReg/UnitRegPage';
import './services.css';

/** The screens this folder provides, by route path. */
export const serviceScreens: AreaScreens = {
  [paths.home.task]: TaskPage,
  [paths.service.toMaterial]: MaterialPage,
  [paths.service.unitReg]: UnitRegPage,
  [paths.feedback.feedback]: FeedbackPage,
  [paths.feedback.viewresults]: FeedbackResultsPage,
};
