// Which function of the catalogue (channel function/getFunction and friends,
// `url: /task?funcId=…`) opens which of the portal's own services. Data only:
// the screens are attached in registry.ts. Function ids follow the catalogue's
// numbering: F1xxx social-security card, F2xxx personal insurance, F3xxx
// personal employment, F6xxx unit insurance, F7xxx unit employment.
import { QUERY_FORM_INDEX, type QueryFormId } from './generated/query-form-index';

/** The kinds of screen a function can open; `queryForm` is the one jycy query page. */
export type BenefitScreenKey =
  | 'personInsurance'
  | 'payments'
  | 'pensionAdjustment'
  | 'transfers'
  | 'commonQuery'
  | 'publicServiceQuery'
  | 'ticketQuery'
  | 'rightsRecord'
  | 'cardLoss'
  | 'cardApplication'
  | 'personInsuranceCert'
  | 'paymentCert'
  | 'medicalPaymentCert'
  | 'pensionPaymentCert'
  | 'retirementCert'
  | 'unitInsuranceCert'
  | 'unitPaymentDetail'
  | 'retirementApplication'
  | 'verifyCert'
  | 'queryForm';

/** Who may use a function: a person, a unit (or institution), any logged-in user, or anyone. */
export type Audience = 'person' | 'unit' | 'user' | 'public';

export interface BenefitFunction {
  readonly funcId: string;
  /** Stable key of the service. */
  readonly key: string;
  readonly title: string;
  readonly screen: BenefitScreenKey;
  readonly audience: Audience;
  /** The x-query-form operation, for `queryForm` screens. */
  readonly queryForm?: QueryFormId;
}

const OWN_SERVICES: readonly BenefitFunction[] = [
  { funcId: 'F1002', key: 'card-loss', title: '社会保障卡挂失与解挂', screen: 'cardLoss', audience: 'person' },
  { funcId: 'F1003', key: 'card-application', title: '社会保障卡申领进度', screen: 'cardApplication', audience: 'person' },
  { funcId: 'F2001', key: 'person-insurance-cert', title: '个人参保证明打印', screen: 'personInsuranceCert', audience: 'person' },
  { funcId: 'F2101', key: 'person-insurance', title: '我的参保信息', screen: 'personInsurance', audience: 'person' },
  { funcId: 'F2102', key: 'payments', title: '个人缴费记录', screen: 'payments', audience: 'person' },
  { funcId: 'F2103', key: 'pension-adjustment', title: '养老金调整记录', screen: 'pensionAdjustment', audience: 'person' },
  { funcId: 'F2104', key: 'transfers', title: '社保转移接续记录', screen: 'transfers', audience: 'person' },
  { funcId: 'F2105', key: 'common-query', title: '社会保险综合查询', screen: 'commonQuery', audience: 'user' },
  { funcId: 'F2106', key: 'public-service-query', title: '人社公共服务查询', screen: 'publicServiceQuery', audience: 'user' },
  { funcId: 'F2107', key: 'rights-record', title: '社会保险权益记录', screen: 'rightsRecord', audience: 'person' },
  { funcId: 'F2108', key: 'ticket-query', title: '参保信息查询（外部跳转）', screen: 'ticketQuery', audience: 'user' },
  { funcId: 'F2111', key: 'payment-cert', title: '个人缴费证明打印', screen: 'paymentCert', audience: 'person' },
  { funcId: 'F2112', key: 'medical-payment-cert', title: '医疗保险缴费证明打印', screen: 'medicalPaymentCert', audience: 'person' },
  { funcId: 'F2113', key: 'pension-payment-cert', title: '养老金领取证明打印', screen: 'pensionPaymentCert', audience: 'person' },
  { funcId: 'F2114', key: 'retirement-cert', title: '退休证明打印', screen: 'retirementCert', audience: 'person' },
  { funcId: 'F2120', key: 'retirement-application', title: '退休申请表打印与下载', screen: 'retirementApplication', audience: 'person' },
  { funcId: 'F2199', key: 'verify-cert', title: '打印证明验真', screen: 'verifyCert', audience: 'public' },
  { funcId: 'F6002', key: 'unit-insurance-cert', title: '单位参保证明打印', screen: 'unitInsuranceCert', audience: 'unit' },
  { funcId: 'F6101', key: 'unit-payment-detail', title: '单位缴费明细打印', screen: 'unitPaymentDetail', audience: 'unit' },
];

/** The jycy queries (x-query-form): one function each, persons from F3101, units from F7101. */
const QUERY_FORM_FUNCTIONS: ReadonlyArray<readonly [string, QueryFormId]> = [
  ['F3101', 'queryEmploymentRegistration'], // 就业登记查询
  ['F3102', 'queryUnemploymentRegistration'], // 失业登记查询
  ['F3103', 'queryEmploymentDifficultyCert'], // 就业困难人员认定查询
  ['F3104', 'queryUnemploymentBenefitPayment'], // 失业保险待遇领取记录
  ['F3105', 'queryGuaranteedLoanApplication'], // 创业担保贷款申请查询
  ['F3106', 'queryGuaranteedLoanInterestSubsidy'], // 创业担保贷款贴息查询
  ['F3107', 'queryStartupOneOffSubsidy'], // 一次性创业补贴查询
  ['F3108', 'queryPersonVocationalTrainingSubsidy'], // 职业培训补贴查询
  ['F3109', 'querySkillUpgradeSubsidy'], // 技能提升补贴查询
  ['F3110', 'queryTrainingInstitutions'], // 职业培训机构名录
  ['F3111', 'queryTrainingEnrolment'], // 培训报名记录查询
  ['F3112', 'queryFlexibleEmploymentInsuranceSubsidy'], // 灵活就业社会保险补贴查询
  ['F3113', 'queryPublicWelfarePost'], // 公益性岗位安置查询
  ['F3114', 'queryInternshipBases'], // 就业见习基地查询
  ['F3115', 'queryInternshipPosts'], // 就业见习岗位查询
  ['F3116', 'queryJobSeekingSubsidy'], // 求职创业补贴查询
  ['F3117', 'queryGraduateDispatch'], // 高校毕业生报到与派遣查询
  ['F3118', 'queryRecruitmentFairs'], // 招聘会查询
  ['F3119', 'queryJobVacancies'], // 招聘岗位查询
  ['F3120', 'queryEmploymentServiceAgencies'], // 就业服务机构查询
  ['F3121', 'queryOverseasLabour'], // 出国（境）劳务备案查询
  ['F3122', 'queryRuralLabourTransfer'], // 农村劳动力转移就业查询
  ['F3123', 'queryEmploymentPolicies'], // 就业政策文件查询
  ['F3124', 'querySubsidyApplicationProgress'], // 就业补贴申请进度查询
  ['F3125', 'queryPersonSubsidyPayments'], // 就业补贴发放记录查询
  ['F3126', 'queryEntrepreneurshipTraining'], // 创业培训记录查询
  ['F3127', 'queryStartupEntities'], // 创业实体认定查询
  ['F3128', 'queryEmploymentAssistance'], // 就业援助服务记录查询
  ['F7101', 'queryStartupSiteRentSubsidy'], // 创业场地租金补贴查询
  ['F7102', 'queryIncubatorSubsidy'], // 创业孵化基地补贴查询
  ['F7103', 'queryUnitVocationalTrainingSubsidy'], // 企业职工职业培训补贴查询
  ['F7104', 'queryApprenticeshipSubsidy'], // 企业新型学徒制培训补贴查询
  ['F7105', 'queryDifficultGroupInsuranceSubsidy'], // 招用就业困难人员社保补贴查询
  ['F7106', 'queryPostSubsidy'], // 岗位补贴查询
  ['F7107', 'queryInternshipSubsidy'], // 就业见习补贴查询
  ['F7108', 'queryEmploymentFiling'], // 用工备案查询
  ['F7109', 'queryStabilisationRefund'], // 失业保险稳岗返还查询
  ['F7110', 'queryExpandedEmploymentSubsidy'], // 一次性扩岗补助查询
  ['F7111', 'queryLabourDispatchPermit'], // 劳务派遣经营许可查询
  ['F7112', 'queryHrServicePermit'], // 人力资源服务许可查询
  ['F7113', 'queryForeignerWorkPermit'], // 外国人工作许可查询
  ['F7114', 'queryVeteranEmploymentSubsidy'], // 招用退役军人补贴查询
  ['F7115', 'queryDisabledEmployment'], // 按比例安排残疾人就业查询
  ['F7116', 'queryUnitSubsidyPayments'], // 单位就业补贴发放记录查询
  ['F7117', 'queryUnitRecruitmentPosts'], // 本单位发布岗位查询
  ['F7118', 'queryGraduateInsuranceSubsidy'], // 吸纳高校毕业生社保补贴查询
  ['F7119', 'queryStartupHiringSubsidy'], // 创业带动就业补贴查询
];

export const BENEFIT_FUNCTIONS: readonly BenefitFunction[] = [
  ...OWN_SERVICES,
  ...QUERY_FORM_FUNCTIONS.map(([funcId, queryForm]): BenefitFunction => {
    const { title, userKind } = QUERY_FORM_INDEX[queryForm];
    return { funcId, key: `jycy-${queryForm}`, title, screen: 'queryForm', audience: userKind, queryForm };
  }),
];

const BY_FUNC_ID: ReadonlyMap<string, BenefitFunction> = new Map(BENEFIT_FUNCTIONS.map((entry) => [entry.funcId, entry]));

export function benefitFunctionFor(funcId: string): BenefitFunction | undefined {
  return BY_FUNC_ID.get(funcId);
}
