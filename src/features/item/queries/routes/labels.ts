// Chinese labels of the enums the public queries answer with (the contract's
// x-enum-labels), typed by the generated enums so none can be missing.
import type { components } from '../../../../api/generated/business-center';

type Schemas = components['schemas'];

export const HIGH_TECH_LEVELS: Record<Schemas['HighTechCert']['level'], string> = {
  '5': '初级（五级）',
  '4': '中级（四级）',
  '3': '高级（三级）',
};

export const TITLE_LEVELS: Record<Schemas['ProfessionalQualificationCert']['level'], string> = {
  '1': '正高级',
  '2': '副高级',
  '3': '中级',
  '4': '助理级',
  '5': '员级',
};

export const SKILL_LEVELS: Record<Schemas['SkillLevelCert']['level'], string> = {
  '5': '五级/初级工',
  '4': '四级/中级工',
  '3': '三级/高级工',
  '2': '二级/技师',
  '1': '一级/高级技师',
};

export const TECHNICIAN_LEVELS: Record<Schemas['TechnicianExamResult']['level'], string> = { '2': '技师（二级）', '1': '高级技师（一级）' };

export const EXAM_RESULTS: Record<Schemas['TechnicianExamResult']['result'], string> = { '1': '合格', '0': '不合格' };

export const RENEW_STATES: Record<Schemas['OverseasLabourCert']['renewState'], string> = {
  '0': '无需换证',
  '1': '待换证',
  '2': '换证办理中',
  '3': '已换证',
};

export const DRUG_CATEGORIES: Record<Schemas['DrugCatalogueItem']['category'], string> = { '1': '西药', '2': '中成药', '3': '中药饮片' };

export const DRUG_CLASSES: Record<Schemas['DrugCatalogueItem']['insuranceClass'], string> = { A: '甲类', B: '乙类' };

export const TREATMENT_CATEGORIES: Record<Schemas['DiagTreatmentItem']['category'], string> = {
  '1': '综合医疗服务类',
  '2': '医技诊疗类',
  '3': '临床诊疗类',
  '4': '中医及民族医诊疗类',
};

export const TREATMENT_CLASSES: Record<Schemas['DiagTreatmentItem']['paymentClass'], string> = { A: '甲类', B: '乙类', C: '丙类（自费）' };

export const UNIT_TYPES: Record<Schemas['UnitStaffing']['unitType'], string> = {
  '1': '机关',
  '2': '参照公务员法管理事业单位',
  '3': '事业单位',
};

export const STAFFING_TYPES: Record<Schemas['UnitStaffing']['staffingType'], string> = {
  '1': '行政编制',
  '2': '事业编制',
  '3': '其他编制',
};

export const SUBSIDY_TYPES: Record<Schemas['UnitTrainingSubsidyNotice']['subsidyType'], string> = {
  '1': '企业职工岗位技能培训补贴',
  '2': '企业新型学徒制培训补贴',
  '3': '以工代训补贴',
};

export const MATERIAL_FORMS: Record<Schemas['MatterMaterial']['form'], string> = { '1': '原件', '2': '复印件', '3': '电子材料' };

export const PENSION_RULES: Record<Schemas['TransitionalPensionQueryResponse']['map']['ruleApplied'], string> = {
  '1': '按新办法发放',
  '2': '按老办法保底发放',
  '3': '超出部分按比例限高发放',
};
