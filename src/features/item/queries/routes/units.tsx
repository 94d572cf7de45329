// Public information about units: the staffing of government bodies and
// public institutions, and the training subsidies paid to employers.
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../api/generated/enum-labels/business-center';
import { formatYuan } from '../../../../components/cases/labels';
import { areaField, choiceField, keywordField, socialCreditCodeField, yearField } from '../form/fields';
import { pagedQuery } from '../query';

const STAFFING_TYPES = ENUM_LABELS['UnitStaffing.staffingType'];
const SUBSIDY_TYPES = ENUM_LABELS['UnitTrainingSubsidyNotice.subsidyType'];
const UNIT_TYPES = ENUM_LABELS['UnitStaffing.unitType'];

type Schemas = components['schemas'];

const unitNameField = keywordField('unitName', '单位名称', '单位名称关键字，至少 2 个字', 2, 100);

type StaffingValues = { unitName?: string; socialCreditCode?: string; areaCode?: string };

export const unitStaffingQuery = pagedQuery<StaffingValues, Schemas['UnitStaffing']>({
  intro: '查询本省机关、参照公务员法管理事业单位和事业单位公开的机构编制信息，包括核定编制数、实有人数和领导职数。',
  printTitle: '机关事业单位编制信息查询结果',
  empty: '未查询到符合条件的单位，请核对单位名称或统一社会信用代码。',
  fields: [unitNameField, socialCreditCodeField, areaField('areaCode')],
  atLeastOne: '请至少填写单位名称、统一社会信用代码或所在地区中的一项',
  notes: [
    '数据来自机构编制实名制管理系统的公开部分，不含个人信息。',
    '单位名称支持模糊查询；统一社会信用代码须完整填写 18 位。',
    '编制数据按月更新，以机构编制部门核定的为准。',
  ],
  captcha: false,
  rowKey: (row) => row.socialCreditCode,
  columns: [
    { title: '单位名称', text: (row) => row.unitName },
    { title: '统一社会信用代码', text: (row) => row.socialCreditCode },
    { title: '单位类型', text: (row) => UNIT_TYPES[row.unitType] },
    { title: '主管部门', text: (row) => row.supervisor },
    { title: '编制类型', text: (row) => STAFFING_TYPES[row.staffingType] },
    { title: '核定编制数', text: (row) => String(row.approvedCount), align: 'right' },
    { title: '实有人数', text: (row) => String(row.actualCount), align: 'right' },
    { title: '领导职数', text: (row) => String(row.leaderPosts), align: 'right' },
    { title: '更新日期', text: (row) => row.updateDate },
  ],
  search: (values, paging) => api.businessCenter.POST('/query/unitStaffing', { body: { ...values, ...paging } }),
});

type SubsidyValues = {
  unitName?: string;
  socialCreditCode?: string;
  year?: string;
  areaCode?: string;
  subsidyType?: Schemas['UnitTrainingSubsidyNotice']['subsidyType'];
};

export const unitTrainingSubsidyQuery = pagedQuery<SubsidyValues, Schemas['UnitTrainingSubsidyNotice']>({
  intro: '公开查询已拨付给用人单位的职业培训补贴，包括补贴类型、补贴人数、金额、公示批次与拨付日期，接受社会监督。',
  printTitle: '单位职业培训补贴公示查询结果',
  empty: '未查询到符合条件的补贴公示记录，可调整年度、地区或补贴类型后再查。',
  fields: [
    unitNameField,
    socialCreditCodeField,
    yearField('year', '拨付年度'),
    areaField('areaCode'),
    choiceField('subsidyType', '补贴类型', SUBSIDY_TYPES),
  ],
  notes: [
    '本页公示已拨付的补贴资金，按拨付日期由近及远排列。',
    '对公示内容有异议的，可在公示期内向当地人力资源社会保障部门反映。',
    '单位申请培训补贴请登录后在“单位办事”中办理。',
  ],
  captcha: false,
  openWith: {},
  rowKey: (row) => `${row.socialCreditCode}-${row.batchName}-${row.subsidyType}`,
  columns: [
    { title: '单位名称', text: (row) => row.unitName },
    { title: '统一社会信用代码', text: (row) => row.socialCreditCode },
    { title: '所在地区', text: (row) => row.areaName },
    { title: '补贴类型', text: (row) => SUBSIDY_TYPES[row.subsidyType] },
    { title: '补贴人数', text: (row) => String(row.trainedCount), align: 'right' },
    { title: '补贴金额（元）', text: (row) => formatYuan(row.amount), align: 'right' },
    { title: '公示批次', text: (row) => row.batchName },
    { title: '拨付日期', text: (row) => row.payDate },
  ],
  search: (values, paging) => api.businessCenter.POST('/query/unitTrainingSubsidy', { body: { ...values, ...paging } }),
});
