// Drafts of an application (spec: business handling, cache). Two copies exist:
// the server's (affair cache, on 暂存 and when the user leaves the page) and a
// copy in this tab written on every change, among the portal's kept forms
// (src/stores/kept-forms.ts: the user's own, bounded, gone on logout), so what
// the user typed survives a failed save, an expired session and a reload. When
// resuming, the newer one wins.
import type { components } from '../../../../api/generated/affair';
import { paths } from '../../../../config/paths';
import { isSecretField } from '../../../../lib/kept-values';
import { dropKeptForm, keepForm, keptForm, registerOpenForm } from '../../../../stores/kept-forms';
import type { FieldValue } from './formFields';

type ServerDraftMap = components['schemas']['DraftResponse']['map'];

export interface Draft {
  businessId: string;
  stepCode: string;
  formData: FieldValue[];
  /** Set once the case exists (material and confirm steps). */
  caseId?: string;
  /** When it was saved, milliseconds since the epoch. */
  savedAt: number;
}

/** The server writes its times in China Standard Time, without a zone. */
const SERVER_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

export function serverTimeToMillis(text: string | undefined): number | undefined {
  const match = text === undefined ? null : SERVER_TIME.exec(text);
  if (!match) return undefined;
  const millis = Date.parse(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(millis) ? undefined : millis;
}

/** The server's draft of a business, or undefined when it has none. */
export function fromServerDraft(businessId: string, map: ServerDraftMap): Draft | undefined {
  if (!map.hasDraft || !map.stepCode) return undefined;
  return {
    businessId,
    stepCode: map.stepCode,
    formData: map.formData,
    ...(map.caseId ? { caseId: map.caseId } : {}),
    savedAt: serverTimeToMillis(map.cacheTime) ?? 0,
  };
}

/** The draft to resume from: the newer of the two; the tab's copy wins a tie (it is written on every change). */
export function newerDraft(server: Draft | undefined, local: Draft | undefined): Draft | undefined {
  if (!server || !local) return server ?? local;
  return local.savedAt >= server.savedAt ? local : server;
}

function isFieldValue(value: unknown): value is FieldValue {
  const entry = value as FieldValue;
  return typeof entry === 'object' && entry !== null && typeof entry.name === 'string' && typeof entry.value === 'string';
}

function isDraft(value: unknown): value is Draft {
  const draft = value as Draft;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.businessId === 'string' &&
    typeof draft.stepCode === 'string' &&
    typeof draft.savedAt === 'number' &&
    (draft.caseId === undefined || typeof draft.caseId === 'string') &&
    Array.isArray(draft.formData) &&
    draft.formData.every(isFieldValue)
  );
}

/** The tab's copy, kept for the current user under the function's /task address. */
const CASE_FORM = 'case';
const routeOf = (funcId: string) => `${paths.home.task}?funcId=${encodeURIComponent(funcId)}`;

/** What the tab may keep of a draft: never a field named as a secret (a password, a code). */
function keepable(draft: Draft): Draft {
  return { ...draft, formData: draft.formData.filter((field) => !isSecretField(field.name)) };
}

/** The tab's copy of the current user's draft of a function; `afterExpiry` when it was kept as the session ran out. */
export function readLocalDraft(funcId: string): { draft: Draft; afterExpiry: boolean } | undefined {
  const kept = keptForm(routeOf(funcId), CASE_FORM);
  return kept && isDraft(kept.values) ? { draft: kept.values, afterExpiry: kept.reason === 'expired' } : undefined;
}

export function writeLocalDraft(funcId: string, draft: Draft): void {
  keepForm(routeOf(funcId), CASE_FORM, keepable(draft), 'draft');
}

export function removeLocalDraft(funcId: string): void {
  dropKeptForm(routeOf(funcId), CASE_FORM);
}

/** While the flow is on screen, a session that runs out keeps its latest draft (the 401 rule). */
export function registerOpenDraft(funcId: string, latest: () => Draft | undefined): () => void {
  return registerOpenForm(routeOf(funcId), CASE_FORM, () => {
    const draft = latest();
    return draft && keepable(draft);
  });
}
