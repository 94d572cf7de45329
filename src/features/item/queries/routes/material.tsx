// What to bring for a matter: the matters found by name or code, each row
// opening its list of materials (and printed with it).
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../api/generated/enum-labels/business-center';
import { areaField, codeField, keywordField } from '../form/fields';
import { pagedQuery } from '../query';

const MATERIAL_FORMS = ENUM_LABELS['MatterMaterial.form'];

type Schemas = components['schemas'];

type MaterialValues = { keyword?: string; matterCode?: string; areaCode?: string };

export const materialQuery = pagedQuery<MaterialValues, Schemas['MatterMaterials']>({
  intro: '查询人社政务服务事项的实施机构和办理所需材料清单，办事前可先核对材料、打印清单，减少往返。',
  printTitle: '办事材料清单',
  empty: '未查询到符合条件的事项，可尝试更换事项名称关键字或办理地区。',
  fields: [
    keywordField('keyword', '事项名称', '如：失业保险金、退休', 2, 50),
    codeField('matterCode', '事项编码', '选填，完整事项编码', /^[0-9A-Z]{8,32}$/, '事项编码为 8–32 位数字或大写字母', 32),
    areaField('areaCode', '办理地区', '省本级'),
  ],
  notes: [
    '点击事项左侧的“+”可展开该事项所需的全部材料。',
    '标注“可免提交”的材料，符合说明中条件的无需提供。',
    '各地材料要求可能略有差异，请选择实际办理地区查询。',
  ],
  captcha: false,
  openWith: {},
  rowKey: (row) => row.matterCode,
  columns: [
    { title: '事项名称', text: (row) => row.matterName },
    { title: '事项编码', text: (row) => row.matterCode },
    { title: '实施机构', text: (row) => row.department },
    { title: '所需材料', text: (row) => `${row.materials.length} 项`, align: 'right' },
  ],
  detail: {
    heading: (row) => `${row.matterName}（实施机构：${row.department}；事项编码：${row.matterCode}）`,
    table: (row) => ({
      headers: ['材料名称', '是否必须', '材料形式', '份数', '说明'],
      rows: row.materials.map((material) => [
        material.materialName,
        material.required ? '必须' : '视情形提供',
        MATERIAL_FORMS[material.form],
        String(material.copies),
        material.remark || '—',
      ]),
    }),
  },
  search: (values, paging) => api.businessCenter.POST('/query/material', { body: { ...values, ...paging } }),
});
