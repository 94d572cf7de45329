// The medical insurance catalogues: drugs and diagnosis-treatment items, open
// on their first page and narrowed by name, code, category and payment class.
import { Tag } from 'antd';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../api/generated/enum-labels/business-center';
import { formatYuan } from '../../../../components/cases/labels';
import { choiceField, codeField, keywordField } from '../form/fields';
import { pagedQuery, type ResultColumn } from '../query';

const DRUG_CATEGORIES = ENUM_LABELS['DrugCatalogueItem.category'];
const DRUG_CLASSES = ENUM_LABELS['DrugCatalogueItem.insuranceClass'];
const TREATMENT_CATEGORIES = ENUM_LABELS['DiagTreatmentItem.category'];
const TREATMENT_CLASSES = ENUM_LABELS['DiagTreatmentItem.paymentClass'];

type Schemas = components['schemas'];

/** 0.1 → "10%"; class A items are paid in full, so 0 reads "无". */
export function selfPayText(ratio: number): string {
  return ratio === 0 ? '无' : `${Math.round(ratio * 1000) / 10}%`;
}

/** Status colours, which the portal theme keeps readable on their light backgrounds. */
const CLASS_COLOURS: Record<string, string> = { A: 'success', B: 'processing', C: 'default' };

/** The payment class (甲/乙/丙) as a coloured tag. */
function classColumn<Row, Class extends string>(
  title: string,
  labels: Record<Class, string>,
  classOf: (row: Row) => Class,
): ResultColumn<Row> {
  return {
    title,
    text: (row) => labels[classOf(row)],
    cell: (row) => <Tag color={CLASS_COLOURS[classOf(row)]}>{labels[classOf(row)]}</Tag>,
  };
}

type DrugValues = {
  drugName?: string;
  category?: Schemas['DrugCatalogueItem']['category'];
  insuranceClass?: Schemas['DrugCatalogueItem']['insuranceClass'];
};

export const drugCatalogueQuery = pagedQuery<DrugValues, Schemas['DrugCatalogueItem']>({
  intro: '查询本省执行的基本医疗保险、工伤保险和生育保险药品目录，了解药品的医保类别、个人先行自付比例和支付限定范围。',
  printTitle: '医保药品目录查询结果',
  empty: '未查询到符合条件的药品，可尝试缩短药品名称关键字或放宽类别条件。',
  fields: [
    keywordField('drugName', '药品名称', '通用名或商品名，如：阿莫西林', 1, 50),
    choiceField('category', '药品类别', DRUG_CATEGORIES),
    choiceField('insuranceClass', '医保类别', DRUG_CLASSES),
  ],
  notes: [
    '甲类药品按规定全额纳入医保支付范围；乙类药品先由个人按比例自付，再按规定报销。',
    '有支付限定范围的药品，仅在限定范围内使用时由医保基金支付。',
    '目录按国家和省医保部门最新公布的版本执行，具体以定点医药机构结算为准。',
  ],
  captcha: false,
  openWith: {},
  rowKey: (row) => row.drugCode,
  columns: [
    { title: '药品通用名', text: (row) => row.genericName },
    { title: '剂型', text: (row) => row.dosageForm },
    { title: '规格', text: (row) => row.specification },
    { title: '药品类别', text: (row) => DRUG_CATEGORIES[row.category] },
    classColumn('医保类别', DRUG_CLASSES, (row) => row.insuranceClass),
    { title: '个人先行自付', text: (row) => selfPayText(row.selfPayRatio), align: 'right' },
    { title: '生产企业', text: (row) => row.manufacturer },
    { title: '支付限定范围', text: (row) => row.paymentLimit || '无限定' },
    { title: '医保药品代码', text: (row) => row.drugCode },
  ],
  search: (values, paging) => api.businessCenter.POST('/query/drugCatalogue', { body: { ...values, ...paging } }),
});

type TreatmentValues = {
  itemName?: string;
  itemCode?: string;
  category?: Schemas['DiagTreatmentItem']['category'];
  paymentClass?: Schemas['DiagTreatmentItem']['paymentClass'];
};

export const diagTreatmentQuery = pagedQuery<TreatmentValues, Schemas['DiagTreatmentItem']>({
  intro: '查询本省基本医疗保险诊疗项目和医疗服务设施目录，了解项目价格、计价单位、医保支付类别和项目内涵。',
  printTitle: '医疗服务项目目录查询结果',
  empty: '未查询到符合条件的诊疗项目，可尝试更换项目名称关键字或编码。',
  fields: [
    keywordField('itemName', '项目名称', '如：CT、彩超、针灸', 1, 50),
    codeField('itemCode', '项目编码', '编码开头部分，如：2103', /^[0-9A-Z]{1,20}$/, '项目编码由数字和大写字母组成，最长 20 位', 20),
    choiceField('category', '项目类别', TREATMENT_CATEGORIES),
    choiceField('paymentClass', '医保支付类别', TREATMENT_CLASSES),
  ],
  notes: [
    '价格为三级医疗机构执行价格，二级及以下医疗机构按规定比例下浮。',
    '丙类项目医保基金不予支付，由个人自费。',
    '项目内涵已包含的内容不得另行收费；除外内容可按规定另行收费。',
  ],
  captcha: false,
  openWith: {},
  rowKey: (row) => row.itemCode,
  columns: [
    { title: '项目编码', text: (row) => row.itemCode },
    { title: '项目名称', text: (row) => row.itemName },
    { title: '项目类别', text: (row) => TREATMENT_CATEGORIES[row.category] },
    { title: '计价单位', text: (row) => row.priceUnit },
    { title: '价格（元）', text: (row) => formatYuan(row.price), align: 'right' },
    classColumn('医保支付类别', TREATMENT_CLASSES, (row) => row.paymentClass),
    { title: '个人先行自付', text: (row) => selfPayText(row.selfPayRatio), align: 'right' },
    { title: '项目内涵', text: (row) => row.connotation || '—', width: 220 },
    { title: '除外内容', text: (row) => row.exclusions || '无' },
  ],
  search: (values, paging) => api.businessCenter.POST('/query/diagTreatmentCatalogue', { body: { ...values, ...paging } }),
});
