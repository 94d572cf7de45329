// Drafts of an application (spec: business handling, cache). Two copies exist:
// the server's (affair cache, on 暂存 and when the user leaves the page) and a
// copy in this tab's sessionStorage written on every change, so what the user
// typed survives a failed save and a reload. When resuming, the newer one wins.
import type { components } from '../../../../api/generated/affair';
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

const KEY_PREFIX = 'task-draft';
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

/** The tab's copies of drafts, one per user and function. */
export class LocalDrafts {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  private key(userId: string, funcId: string): string {
    return `${KEY_PREFIX}:${userId}:${funcId}`;
  }

  read(userId: string, funcId: string): Draft | undefined {
    const text = this.storage.getItem(this.key(userId, funcId));
    if (text === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      return isDraft(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  write(userId: string, funcId: string, draft: Draft): void {
    try {
      this.storage.setItem(this.key(userId, funcId), JSON.stringify(draft));
    } catch {
      // A full or disabled storage leaves only the server's draft; the form keeps working.
    }
  }

  remove(userId: string, funcId: string): void {
    this.storage.removeItem(this.key(userId, funcId));
  }
}
