// The certificate and exam-result lookups: the holder's name and resident ID
// number (checked as typed), the slider, then the holder's records with the ID
// number masked by the server.
import { Tag } from 'antd';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../api/generated/enum-labels/business-center';
import type { CaptchaTicket } from '../../../../components/slider-captcha/ticket';
import type { CallAnswer, PagedMap, Paging } from '../../../../domain/paged-query/usePagedQuery';
import { certNoField, idCardField, personNameField, yearField } from '../form/fields';
import { pagedQuery, type ResultColumn } from '../query';

const EXAM_RESULTS = ENUM_LABELS['TechnicianExamResult.result'];
const HIGH_TECH_LEVELS = ENUM_LABELS['HighTechCert.level'];
const RENEW_STATES = ENUM_LABELS['OverseasLabourCert.renewState'];
const SKILL_LEVELS = ENUM_LABELS['SkillLevelCert.level'];
const TECHNICIAN_LEVELS = ENUM_LABELS['TechnicianExamResult.level'];
const TITLE_LEVELS = ENUM_LABELS['ProfessionalQualificationCert.level'];

type Schemas = components['schemas'];

interface Holder {
  name: string;
  idCardMasked: string;
}

type HolderValues = { name: string; idCardNo: string; certNo?: string };

/** Due for renewal stands out; status colours stay readable under the portal theme. */
const RENEW_COLOURS: Record<keyof typeof RENEW_STATES, string> = { '0': 'default', '1': 'warning', '2': 'processing', '3': 'success' };

const HOLDER_NOTES = [
  '请输入持证人本人的姓名和公民身份号码，两者须与证书登记信息一致。',
  '为保护个人信息，结果中的证件号码已做脱敏处理。',
  '证书信息如有疑问，请联系发证机关或拨打 12333 咨询。',
];

/** The columns every holder record starts with. */
function holderColumns<Row extends Holder>(numberTitle: string, numberOf: (row: Row) => string): ResultColumn<Row>[] {
  return [
    { title: numberTitle, text: numberOf },
    { title: '姓名', text: (row) => row.name },
    { title: '证件号码', text: (row) => row.idCardMasked },
  ];
}

interface CertificateLookup<Row> {
  intro: string;
  printTitle: string;
  empty: string;
  /** The columns after number, name and ID number. */
  columns: ResultColumn<Row>[];
  search: (values: HolderValues, paging: Paging, ticket: CaptchaTicket) => CallAnswer<PagedMap<Row>>;
}

function certificateLookup<Row extends Holder & { certNo: string }>(lookup: CertificateLookup<Row>) {
  return pagedQuery<HolderValues, Row>({
    fields: [personNameField, idCardField, certNoField],
    notes: HOLDER_NOTES,
    captcha: true,
    rowKey: (row) => row.certNo,
    ...lookup,
    columns: [...holderColumns<Row>('证书编号', (row) => row.certNo), ...lookup.columns],
  });
}

export const specialAbilityQuery = certificateLookup<Schemas['SpecialAbilityCert']>({
  intro: '查询经人力资源社会保障部门考核合格后颁发的专项职业能力证书，可核对能力名称、考核机构与发证信息。',
  printTitle: '专项职业能力证书查询结果',
  empty: '未查询到该持证人的专项职业能力证书，请核对姓名、证件号码及证书编号。',
  columns: [
    { title: '专项职业能力', text: (row) => row.abilityName },
    { title: '考核机构', text: (row) => row.assessOrg },
    { title: '考核日期', text: (row) => row.assessDate },
    { title: '发证日期', text: (row) => row.issueDate },
    { title: '发证机关', text: (row) => row.issueOrg },
  ],
  search: (values, paging, ticket) => api.businessCenter.POST('/query/specialAbility', { body: { ...values, ...paging, ...ticket } }),
});

export const professionalQualificationQuery = certificateLookup<Schemas['ProfessionalQualificationCert']>({
  intro: '查询经评审或考试取得的专业技术资格（职称）证书，包括系列、专业、资格级别和评审委员会。',
  printTitle: '专业技术资格证书查询结果',
  empty: '未查询到该持证人的专业技术资格证书，请核对姓名、证件号码及证书编号。',
  columns: [
    { title: '系列', text: (row) => row.seriesName },
    { title: '专业', text: (row) => row.specialty },
    { title: '资格名称', text: (row) => row.qualificationName },
    { title: '级别', text: (row) => TITLE_LEVELS[row.level] },
    { title: '通过日期', text: (row) => row.approveDate },
    { title: '评审委员会', text: (row) => row.committee },
    { title: '发证机关', text: (row) => row.issueOrg },
  ],
  search: (values, paging, ticket) =>
    api.businessCenter.POST('/query/professionalQualification', { body: { ...values, ...paging, ...ticket } }),
});

export const highTechQuery = certificateLookup<Schemas['HighTechCert']>({
  intro: '查询全国计算机信息高新技术考试合格证书，可核对考试模块、级别、考试成绩与发证日期。',
  printTitle: '计算机信息高新技术证书查询结果',
  empty: '未查询到该持证人的计算机信息高新技术证书，请核对姓名、证件号码及证书编号。',
  columns: [
    { title: '考试模块', text: (row) => row.moduleName },
    { title: '级别', text: (row) => HIGH_TECH_LEVELS[row.level] },
    { title: '考试日期', text: (row) => row.examDate },
    { title: '成绩', text: (row) => String(row.score), align: 'right' },
    { title: '发证日期', text: (row) => row.issueDate },
  ],
  search: (values, paging, ticket) => api.businessCenter.POST('/query/highTechCert', { body: { ...values, ...paging, ...ticket } }),
});

export const overseasLabourQuery = certificateLookup<Schemas['OverseasLabourCert']>({
  intro: '查询出国（境）劳务人员职业资格（技能）证书及换证办理情况；证书有效期届满前 3 个月可申请换证。',
  printTitle: '出国劳务人员资格证书换证查询结果',
  empty: '未查询到该持证人的出国劳务人员资格证书，请核对姓名、证件号码及证书编号。',
  columns: [
    { title: '工种', text: (row) => row.jobType },
    { title: '派往国家（地区）', text: (row) => row.destination },
    { title: '发证日期', text: (row) => row.issueDate },
    { title: '有效期至', text: (row) => row.validUntil },
    {
      title: '换证状态',
      text: (row) => RENEW_STATES[row.renewState],
      cell: (row) => <Tag color={RENEW_COLOURS[row.renewState]}>{RENEW_STATES[row.renewState]}</Tag>,
    },
    { title: '换证日期', text: (row) => row.renewDate ?? '—' },
  ],
  search: (values, paging, ticket) => api.businessCenter.POST('/query/overseasLabourCert', { body: { ...values, ...paging, ...ticket } }),
});

export const skillLevelQuery = certificateLookup<Schemas['SkillLevelCert']>({
  intro: '查询职业技能等级证书（含原职业资格证书），数据来自全省技能人才评价证书库，与人力资源社会保障部证书查询系统同步。',
  printTitle: '职业技能等级证书查询结果',
  empty: '未查询到该持证人的职业技能等级证书，请核对姓名、证件号码及证书编号。',
  columns: [
    { title: '职业（工种）', text: (row) => row.occupationName },
    { title: '等级', text: (row) => SKILL_LEVELS[row.level] },
    { title: '评价机构', text: (row) => row.evaluationOrg },
    { title: '理论知识成绩', text: (row) => (row.theoryScore === undefined ? '免考' : String(row.theoryScore)), align: 'right' },
    { title: '操作技能成绩', text: (row) => String(row.skillScore), align: 'right' },
    { title: '发证日期', text: (row) => row.issueDate },
  ],
  search: (values, paging, ticket) => api.businessCenter.POST('/query/skillLevelCert', { body: { ...values, ...paging, ...ticket } }),
});

type ExamValues = { name: string; idCardNo: string; examYear?: string };

export const technicianExamQuery = pagedQuery<ExamValues, Schemas['TechnicianExamResult']>({
  intro: '查询技师、高级技师考评的理论知识、操作技能、综合评审三项成绩与考评结果，三项均达 60 分为合格。',
  printTitle: '技师、高级技师考评成绩单',
  empty: '未查询到该考生的考评成绩，请核对姓名、证件号码和考评年度；成绩一般在考评结束后 30 个工作日内公布。',
  fields: [personNameField, idCardField, yearField('examYear', '考评年度')],
  notes: [
    '请输入考生本人的姓名和公民身份号码，考评年度不选则查询全部年度。',
    '对成绩有异议的，可在成绩公布之日起 15 日内向考评机构申请复核。',
    '为保护个人信息，结果中的证件号码已做脱敏处理。',
  ],
  captcha: true,
  rowKey: (row) => row.admissionNo,
  columns: [
    ...holderColumns<Schemas['TechnicianExamResult']>('准考证号', (row) => row.admissionNo),
    { title: '职业（工种）', text: (row) => row.occupationName },
    { title: '申报等级', text: (row) => TECHNICIAN_LEVELS[row.level] },
    { title: '考评日期', text: (row) => row.examDate },
    { title: '理论知识', text: (row) => String(row.theoryScore), align: 'right' },
    { title: '操作技能', text: (row) => String(row.skillScore), align: 'right' },
    { title: '综合评审', text: (row) => String(row.reviewScore), align: 'right' },
    {
      title: '考评结果',
      text: (row) => EXAM_RESULTS[row.result],
      cell: (row) => <Tag color={row.result === '1' ? 'success' : 'error'}>{EXAM_RESULTS[row.result]}</Tag>,
    },
  ],
  search: (values, paging, ticket) => api.businessCenter.POST('/query/technicianExamResult', { body: { ...values, ...paging, ...ticket } }),
});
