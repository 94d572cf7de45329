import type { AreaScreens } from '../../../config/paths';
import { paths } from '../../../config/paths';
import { ServiceMapPage } from './map/ServiceMapPage';
import {
  DiagTreatmentPage,
  DrugCataloguePage,
  HighTechPage,
  MaterialPage,
  OverseasLabourPage,
  ProfessionalQualificationPage,
  SkillLevelPage,
  SpecialAbilityPage,
  TechnicianExamPage,
  UnitStaffingPage,
  UnitTrainingSubsidyPage,
} from './routes/pages';
import { PensionPage } from './routes/PensionPage';

const { query, service } = paths;

/** The screens this folder provides, by route path: the public queries and the service-hall map. */
export const queryScreens: AreaScreens = {
  [query.queryTransitional]: PensionPage,
  [query.zxnl]: SpecialAbilityPage,
  [query.zyzg]: ProfessionalQualificationPage,
  [query.gxzs]: HighTechPage,
  [query.gqjnks]: TechnicianExamPage,
  [query.ldzgz]: OverseasLabourPage,
  [query.jndj]: SkillLevelPage,
  [query.drugInformationquery]: DrugCataloguePage,
  [query.diagtreatmentproinfo]: DiagTreatmentPage,
  [query.tstaffquery]: UnitStaffingPage,
  [query.unitsubsidyPaymentQueryInfo]: UnitTrainingSubsidyPage,
  [query.materialquery]: MaterialPage,
  [service.electronicMap]: ServiceMapPage,
};
