// The generator of the query forms: what each schema shape becomes, the rules
// it enforces on x-query-form operations, and the modules it writes.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { queryFormsOf, renderQueryForms } from '../../scripts/gen-query-forms.mjs';
import type { QueryFormSpec } from '../../src/features/item/services/benefits/jycy/spec';

type GeneratedForm = Omit<QueryFormSpec, 'call'>;
const generate = queryFormsOf as (doc: unknown) => GeneratedForm[];

const PAGING = {
  pageNum: { $ref: '#/components/schemas/PageNum' },
  pageSize: { $ref: '#/components/schemas/PageSize' },
};

function documentWith(request: Record<string, unknown>, row: Record<string, unknown>, operation: Record<string, unknown> = {}) {
  return {
    paths: {
      '/jycy/queryExample': {
        post: {
          operationId: 'queryExample',
          summary: '示例查询（单位）',
          description: '第一段说明。\n第二段说明。',
          'x-query-form': true,
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ExampleRequest' } } } },
          responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/ExampleResponse' } } } } },
          ...operation,
        },
      },
      '/other': { post: { operationId: 'notAForm', summary: '其他' } },
    },
    components: {
      schemas: {
        PageNum: { type: 'integer', minimum: 1, title: '页码', description: '页码' },
        PageSize: { type: 'integer', minimum: 1, maximum: 100, title: '每页条数', description: '每页条数' },
        SocialCreditCode: { type: 'string', pattern: '^[0-9A-Z]{18}$' },
        ExampleRequest: { type: 'object', required: ['year', 'pageNum', 'pageSize'], properties: { ...request, ...PAGING } },
        ExampleRecord: { type: 'object', properties: row },
        ExampleResponse: {
          type: 'object',
          properties: {
            map: {
              type: 'object',
              properties: {
                total: { type: 'integer' },
                pageNum: { type: 'integer' },
                pageSize: { type: 'integer' },
                list: { type: 'array', items: { $ref: '#/components/schemas/ExampleRecord' } },
              },
            },
          },
        },
      },
    },
  };
}

const titled = (title: string, schema: Record<string, unknown>) => ({ title, description: `${title}的说明`, ...schema });

describe('queryFormsOf', () => {
  it('turns each request property into a field and each list property into a column, in document order', () => {
    const [form] = generate(
      documentWith(
        {
          year: titled('年度', { type: 'string', pattern: '^(19|20)[0-9]{2}$' }),
          month: titled('年月', { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }),
          day: titled('日期', { type: 'string', format: 'date' }),
          areaCode: titled('地区', { type: 'string', pattern: '^[0-9]{6}$' }),
          state: titled('状态', { type: 'string', enum: ['1', '2'], 'x-enum-labels': ['有效', '注销'] }),
          count: titled('人数', { type: 'integer', minimum: 0, maximum: 200 }),
          name: titled('名称', { type: 'string', minLength: 2, maxLength: 30 }),
          creditCode: titled('信用代码', { allOf: [{ $ref: '#/components/schemas/SocialCreditCode' }] }),
        },
        {
          name: titled('名称', { type: 'string' }),
          state: titled('状态', { type: 'string', enum: ['1', '2'], 'x-enum-labels': ['有效', '注销'] }),
          amount: titled('金额', { type: 'number', minimum: 0 }),
          ratio: titled('比例', { type: 'number', minimum: 0, maximum: 1 }),
          months: titled('月数', { type: 'integer' }),
          link: titled('链接', { type: 'string', format: 'uri' }),
          period: titled('所属期', { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }),
        },
      ),
    );
    expect(form).toMatchObject({
      operationId: 'queryExample',
      path: '/jycy/queryExample',
      title: '示例查询',
      userKind: 'unit',
      description: '第一段说明。',
    });
    expect(form?.fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['year', 'year', true],
      ['month', 'month', false],
      ['day', 'date', false],
      ['areaCode', 'area', false],
      ['state', 'select', false],
      ['count', 'integer', false],
      ['name', 'text', false],
      ['creditCode', 'creditCode', false],
    ]);
    expect(form?.fields[4]?.options).toEqual([
      { value: '1', label: '有效' },
      { value: '2', label: '注销' },
    ]);
    expect(form?.fields[5]).toMatchObject({ minimum: 0, maximum: 200 });
    expect(form?.fields[6]).toMatchObject({ label: '名称', help: '名称的说明', minLength: 2, maxLength: 30 });
    expect(form?.columns.map((column) => column.kind)).toEqual(['text', 'enum', 'decimal', 'ratio', 'integer', 'link', 'month']);
    expect(form?.columns[1]?.labels).toEqual({ '1': '有效', '2': '注销' });
  });

  it('refuses operations that break the promises of the flag', () => {
    const row = { name: titled('名称', { type: 'string' }) };
    const year = titled('年度', { type: 'string', pattern: '^(19|20)[0-9]{2}$' });
    expect(() => generate(documentWith({ year: { type: 'string' } }, row))).toThrow(/year has no title/);
    expect(() => generate(documentWith({ year }, { name: { type: 'string' } }))).toThrow(/name has no title/);
    expect(() => generate(documentWith({ year }, row, { summary: '示例查询' }))).toThrow(/（个人） or （单位）/);
    expect(() =>
      generate(documentWith({ year, kind: titled('类别', { type: 'string', enum: ['1', '2'], 'x-enum-labels': ['甲'] }) }, row)),
    ).toThrow(/x-enum-labels/);
    expect(() => generate(documentWith({ year }, row, { 'x-query-form': 'yes' }))).toThrow(/must be true/);
  });

  it('leaves operations without the flag alone', () => {
    const forms = generate(documentWith({ year: titled('年度', { type: 'string' }) }, { name: titled('名称', { type: 'string' }) }));
    expect(forms.map((form) => form.operationId)).toEqual(['queryExample']);
  });
});

describe('the generated modules', () => {
  it('call each operation by its literal path, so the types check every body', () => {
    const module = (renderQueryForms as (forms: unknown[]) => string)([
      {
        operationId: 'queryExample',
        path: '/jycy/queryExample',
        title: '示例查询',
        userKind: 'person',
        description: '',
        fields: [],
        columns: [],
      },
    ]);
    expect(module).toContain(
      `call: (body) => api.businessCenter.POST("/jycy/queryExample", { body: body as RequestOf<"/jycy/queryExample"> }),`,
    );
  });
});
