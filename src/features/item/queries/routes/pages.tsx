// The public query screens, one per route: each its own description on the
// shared query page.
import { QueryPage } from '../QueryPage';
import { diagTreatmentQuery, drugCatalogueQuery } from './catalogues';
import {
  highTechQuery,
  overseasLabourQuery,
  professionalQualificationQuery,
  skillLevelQuery,
  specialAbilityQuery,
  technicianExamQuery,
} from './certificates';
import { materialQuery } from './material';
import { unitStaffingQuery, unitTrainingSubsidyQuery } from './units';

export const SpecialAbilityPage = () => <QueryPage title="专项职业能力证书查询" query={specialAbilityQuery} />;
export const ProfessionalQualificationPage = () => (
  <QueryPage title="专业技术资格（职称）证书查询" query={professionalQualificationQuery} />
);
export const HighTechPage = () => <QueryPage title="计算机信息高新技术证书查询" query={highTechQuery} />;
export const TechnicianExamPage = () => <QueryPage title="技师、高级技师考评成绩查询" query={technicianExamQuery} />;
export const OverseasLabourPage = () => <QueryPage title="出国劳务人员资格证书换证查询" query={overseasLabourQuery} />;
export const SkillLevelPage = () => <QueryPage title="职业技能等级证书查询" query={skillLevelQuery} />;
export const DrugCataloguePage = () => <QueryPage title="医保药品目录查询" query={drugCatalogueQuery} />;
export const DiagTreatmentPage = () => <QueryPage title="医疗服务项目目录查询" query={diagTreatmentQuery} />;
export const UnitStaffingPage = () => <QueryPage title="机关事业单位编制查询" query={unitStaffingQuery} />;
export const UnitTrainingSubsidyPage = () => <QueryPage title="单位职业培训补贴公示查询" query={unitTrainingSubsidyQuery} />;
export const MaterialPage = () => <QueryPage title="办事材料查询" query={materialQuery} />;
