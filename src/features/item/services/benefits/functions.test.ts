// The function table: every query-form operation of the contract has exactly
// one function, ids are unique and follow the catalogue's numbering, and the
// registry opens a screen for each of them.
import { describe, expect, it } from 'vitest';
import { BENEFIT_FUNCTIONS, benefitFunctionFor } from './functions';
import { QUERY_FORM_INDEX } from './generated/query-form-index';
import { QUERY_FORMS } from './generated/query-forms';
import { benefitServiceFor } from './registry';

describe('the benefit function table', () => {
  it('gives every function a unique id and key', () => {
    const ids = BENEFIT_FUNCTIONS.map((entry) => entry.funcId);
    const keys = BENEFIT_FUNCTIONS.map((entry) => entry.key);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of ids) expect(id).toMatch(/^F[0-9]{4}$/);
  });

  it('opens every x-query-form operation through exactly one function, with the contract title', () => {
    const forms = BENEFIT_FUNCTIONS.filter((entry) => entry.screen === 'queryForm');
    expect(forms.map((entry) => entry.queryForm).sort()).toEqual(Object.keys(QUERY_FORMS).sort());
    for (const entry of forms) {
      const form = QUERY_FORMS[entry.queryForm ?? ''];
      expect(entry.title).toBe(form?.title);
      expect(entry.audience).toBe(form?.userKind);
      // Personal employment queries are F3xxx, unit ones F7xxx.
      expect(entry.funcId.startsWith(form?.userKind === 'unit' ? 'F7' : 'F3')).toBe(true);
    }
    expect(Object.keys(QUERY_FORM_INDEX)).toEqual(Object.keys(QUERY_FORMS));
  });

  it('keeps the catalogue ids the channel examples already use for these services', () => {
    expect(benefitFunctionFor('F2001')).toMatchObject({ screen: 'personInsuranceCert', audience: 'person' });
    expect(benefitFunctionFor('F6002')).toMatchObject({ screen: 'unitInsuranceCert', audience: 'unit' });
    expect(benefitFunctionFor('F1002')).toMatchObject({ screen: 'cardLoss', audience: 'person' });
  });

  it('leaves functions that are cases to the case flow', () => {
    // The catalogue's card application, unit registration and arbitration are cases.
    for (const caseId of ['F1001', 'F6001', 'F5001', 'F6003-01']) expect(benefitServiceFor(caseId)).toBeUndefined();
  });

  it('gives /task a screen, title and key for every function', () => {
    for (const entry of BENEFIT_FUNCTIONS) {
      const service = benefitServiceFor(entry.funcId);
      expect(service).toMatchObject({ key: entry.key, title: entry.title });
      expect(service?.Screen).toBeTypeOf('function');
    }
  });
});
