import { lazyScreen } from '../../../components/lazy-chunk';
import { paths, type AreaScreens } from '../../../config/paths';
import './services.css';

// Each page is loaded on its first visit.
const TaskPage = lazyScreen(() => import('./task/TaskPage'), 'TaskPage');
const MaterialPage = lazyScreen(() => import('./material/MaterialPage'), 'MaterialPage');
const UnitRegPage = lazyScreen(() => import('./unitReg/UnitRegPage'), 'UnitRegPage');
const FeedbackPage = lazyScreen(() => import('./feedback/FeedbackPage'), 'FeedbackPage');
const FeedbackResultsPage = lazyScreen(() => import('./feedback/FeedbackResultsPage'), 'FeedbackResultsPage');

/** The screens this folder provides, by route path. */
export const serviceScreens: AreaScreens = {
  [paths.home.task]: TaskPage,
  [paths.service.toMaterial]: MaterialPage,
  [paths.service.unitReg]: UnitRegPage,
  [paths.feedback.feedback]: FeedbackPage,
  [paths.feedback.viewresults]: FeedbackResultsPage,
};
