import { lazyScreen } from '../../../components/lazy-chunk';
import { paths } from '../../../config/paths';
import type { AreaScreens } from '../../../config/paths';

// Each page is loaded on its first visit (the query pages share one chunk).
const PensionPage = lazyScreen(() => import('./routes/PensionPage'), 'PensionPage');
const ServiceMapPage = lazyScreen(() => import('./map/ServiceMapPage'), 'ServiceMapPage');
const SpecialAbilityPage = lazyScreen(() => import('./routes/pages'), 'SpecialAbilityPage');
const ProfessionalQualificationPage = lazyScreen(() => import('./routes/pages'), 'ProfessionalQualificationPage');
const HighTechPage = lazyScreen(() => import('./routes/pages'), 'HighTechPage');
const TechnicianExamPage = lazyScreen(() => import('./routes/pages'), 'TechnicianExamPage');
const OverseasLabourPage = lazyScreen(() => import('./routes/pages'), 'OverseasLabourPage');
const SkillLevelPage = lazyScreen(() => import('./routes/pages'), 'SkillLevelPage');
const DrugCataloguePage = lazyScreen(() => import('./routes/pages'), 'DrugCataloguePage');
const DiagTreatmentPage = lazyScreen(() => import('./routes/pages'), 'DiagTreatmentPage');
const UnitStaffingPage = lazyScreen(() => import('./routes/pages'), 'UnitStaffingPage');
const UnitTrainingSubsidyPage = lazyScreen(() => import('./routes/pages'), 'UnitTrainingSubsidyPage');
const MaterialPage = lazyScreen(() => import('./routes/pages'), 'MaterialPage');

/** The screens this folder provides, by route path: the public queries and the service-hall map. */
export const queryScreens: AreaScreens = {
  [paths.query.queryTransitional]: PensionPage,
  [paths.query.zxnl]: SpecialAbilityPage,
  [paths.query.zyzg]: ProfessionalQualificationPage,
  [paths.query.gxzs]: HighTechPage,
  [paths.query.gqjnks]: TechnicianExamPage,
  [paths.query.ldzgz]: OverseasLabourPage,
  [paths.query.jndj]: SkillLevelPage,
  [paths.query.drugInformationquery]: DrugCataloguePage,
  [paths.query.diagtreatmentproinfo]: DiagTreatmentPage,
  [paths.query.tstaffquery]: UnitStaffingPage,
  [paths.query.unitsubsidyPaymentQueryInfo]: UnitTrainingSubsidyPage,
  [paths.query.materialquery]: MaterialPage,
  [paths.service.electronicMap]: ServiceMapPage,
};
