// The enum labels every service gets from its x-enum-labels: where they are
// collected, the one form they are written in, and the module `npm run gen` writes.
import { describe, expect, it } from 'vitest';
import { enumLabelsOf, renderEnumLabels } from '../../scripts/lib/enum-labels.mjs';
import { ENUM_LABELS as BASIC_LABELS } from '../../src/api/generated/enum-labels/basic';

const documentWith = (schemas: Record<string, unknown>) => ({ components: { schemas } });

describe('enum labels', () => {
  it('are collected from named schemas, nested properties and array items', () => {
    const labels = enumLabelsOf(
      documentWith({
        Gender: { type: 'string', enum: ['1', '2'], 'x-enum-labels': ['男', '女'] },
        Answer: {
          type: 'object',
          properties: {
            map: { type: 'object', properties: { state: { type: 'string', enum: ['10'], 'x-enum-labels': ['已提交'] } } },
            kinds: { type: 'array', items: { type: 'string', enum: ['a'], 'x-enum-labels': ['甲'] } },
          },
        },
      }),
    );
    expect(labels).toEqual({ Gender: { '1': '男', '2': '女' }, 'Answer.map.state': { '10': '已提交' }, 'Answer.kinds': { a: '甲' } });
  });

  it.each([
    ['a map instead of a list', { person: '个人用户' }],
    ['fewer labels than values', ['个人用户']],
  ])('refuse %s, naming the schema', (_what, labels) => {
    expect(() =>
      enumLabelsOf(documentWith({ Request: { properties: { userType: { enum: ['person', 'unit'], 'x-enum-labels': labels } } } })),
    ).toThrow('Request.userType: enum needs x-enum-labels of the same length as its enum');
  });

  it('are written as one typed module per service, and generated for each service that declares any', () => {
    expect(renderEnumLabels('basic', { ThirdChannelType: { gov: '江苏政务服务网' } })).toContain(
      'export const ENUM_LABELS = {\n  "ThirdChannelType": {"gov":"江苏政务服务网"},\n} as const',
    );
    expect(BASIC_LABELS.ThirdChannelType.gov).toBe('江苏政务服务网');
  });
});
