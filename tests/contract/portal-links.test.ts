// Addresses of the portal that the contract's examples hand out must lead
// somewhere real: a printed certificate's verifyUrl opens the portal's
// verification service with the certificate's number filled in.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routes/table';
import { BASE_PATH } from '../../src/config/app';
import { paths } from '../../src/config/paths';
import { benefitFunctionFor } from '../../src/features/item/services/benefits/functions';
import { allOperations, namedExamples, type Json, type JsonObject } from './contract-model';

interface Found {
  where: string;
  holder: JsonObject;
}

/** Every object of an example that has the given key. */
function objectsWith(key: string, value: Json, where: string): Found[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectsWith(key, item, `${where}/${index}`));
  if (!value || typeof value !== 'object') return [];
  const own = key in value ? [{ where, holder: value }] : [];
  return [...own, ...Object.entries(value).flatMap(([name, item]) => objectsWith(key, item, `${where}/${name}`))];
}

const verifyUrls = allOperations.flatMap((op) =>
  Object.entries((op.operation.responses ?? {}) as JsonObject).flatMap(([status, response]) => {
    const media = ((response as JsonObject).content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
    if (!media) return [];
    return namedExamples(op.doc, media).flatMap(([name, example]) =>
      objectsWith('verifyUrl', example, `${op.service} ${op.path} ${status} ${name}`),
    );
  }),
);

describe('verifyUrl of the printed certificates', () => {
  it('is in the examples of every certificate print', () => {
    expect(verifyUrls.length).toBeGreaterThanOrEqual(7);
  });

  it.each(verifyUrls.map((found) => [found.where, found.holder] as const))(
    '%s opens the verification service with its number',
    (_, holder) => {
      const url = new URL(String(holder.verifyUrl));
      expect(url.protocol).toBe('https:');
      expect(url.pathname.startsWith(`${BASE_PATH}/`)).toBe(true);
      const route = url.pathname.slice(BASE_PATH.length);
      expect(ROUTES.some((entry) => entry.path === route)).toBe(true);
      expect(route).toBe(paths.home.task);
      expect(benefitFunctionFor(url.searchParams.get('funcId') ?? '')?.screen).toBe('verifyCert');
      expect(url.searchParams.get('certNo')).toBe(holder.certNo);
    },
  );
});
