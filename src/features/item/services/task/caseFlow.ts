// The states of handling a matter as a case on /task (docs/services.md):
//
//   starting ──getcreate──▶ choosing (a draft exists: 继续上次填写 / 重新填写) ─┐
//      │ (the tab's draft was kept as the session ran out: resumed at once)   │
//      │                                                                      ▼
//      └─────────────────────────────────────────────────────────────────▶ loading
//   loading ──param/query + process/load (+ cache/query)──▶ working: fill ──create/businesscase──▶
//   material (needMaterial) ──▶ confirm ──commbusiness/complete──▶ done
//
// Calls that fail lead to startFailed / loadFailed (retry keeps the choice made)
// or leave `working` as it was, so nothing typed is lost. The reducer is pure;
// useCaseFlow performs the calls.
import type { components } from '../../../../api/generated/affair';
import { fromServerDraft, newerDraft, type Draft } from './draft';
import type { FieldValue } from './formFields';

type Schemas = components['schemas'];
export type StartInfo = Schemas['StartBusinessResponse']['map'];
export type FormDefinition = Schemas['FormParamResponse']['map'];
export type ProcessStep = Schemas['ProcessLoadResponse']['map']['steps'][number];
export type ServerDraftMap = Schemas['DraftResponse']['map'];
export type CompletedCase = Schemas['CompleteBusinessResponse']['map'];

export type StepCode = 'fill' | 'material' | 'confirm';
const STEP_CODES: readonly string[] = ['fill', 'material', 'confirm'] satisfies StepCode[];
export const DONE_STEP = 'done';

export interface CaseRef {
  caseId: string;
  /** Known when this page created the case; a resumed draft only keeps the id. */
  caseNo?: string;
}

export interface Working {
  start: StartInfo;
  /** The business the case belongs to (a resumed case keeps its own). */
  businessId: string;
  form: FormDefinition;
  steps: ProcessStep[];
  step: StepCode;
  /** What the form holds when the flow was (re)entered or the case was created. */
  values: FieldValue[];
  caseRef?: CaseRef;
  /** Set when a draft was resumed, for the notice above the form. */
  resumedFrom?: Draft;
}

export type FlowState =
  | { phase: 'starting' }
  | { phase: 'startFailed'; message?: string }
  | { phase: 'choosing'; start: StartInfo; localDraft?: Draft }
  | { phase: 'loading'; start: StartInfo; resume: boolean; localDraft?: Draft }
  | { phase: 'loadFailed'; start: StartInfo; resume: boolean; localDraft?: Draft; message?: string }
  | ({ phase: 'working' } & Working)
  | ({ phase: 'done'; result: CompletedCase } & Working);

export type FlowEvent =
  | { type: 'started'; start: StartInfo; localDraft?: Draft; resumeAtOnce?: boolean }
  | { type: 'startFailed'; message?: string }
  | { type: 'resumeChosen'; resume: boolean }
  | { type: 'loaded'; form: FormDefinition; steps: ProcessStep[]; serverDraft?: ServerDraftMap }
  | { type: 'loadFailed'; message?: string }
  | { type: 'retry' }
  | { type: 'caseCreated'; caseRef: CaseRef; needMaterial: boolean; values: FieldValue[] }
  | { type: 'materialsDone' }
  | { type: 'completed'; result: CompletedCase };

export const INITIAL_FLOW: FlowState = { phase: 'starting' };

/** Where a resumed draft continues: its step, but never past the form without a case. */
export function resumeStep(draft: Pick<Draft, 'stepCode' | 'caseId'>): StepCode {
  if (!draft.caseId || !STEP_CODES.includes(draft.stepCode)) return 'fill';
  return draft.stepCode as StepCode;
}

/** After the case exists: upload materials when asked to, else confirm. */
export function stepAfterCreate(needMaterial: boolean): StepCode {
  return needMaterial ? 'material' : 'confirm';
}

/** The step bar: the process's steps, the current one marked; steps before it are done. */
export function stepBar(steps: readonly ProcessStep[], current: StepCode | typeof DONE_STEP): ProcessStep[] {
  const index = steps.findIndex((step) => step.stepCode === current);
  if (index < 0) return [...steps];
  return steps.map((step, position) => ({
    ...step,
    state: position < index || current === DONE_STEP ? 'done' : position === index ? 'current' : 'pending',
  }));
}

function enterWork(state: Extract<FlowState, { phase: 'loading' }>, event: Extract<FlowEvent, { type: 'loaded' }>): FlowState {
  const { start } = state;
  const server = state.resume && event.serverDraft ? fromServerDraft(start.businessId, event.serverDraft) : undefined;
  const draft = state.resume ? newerDraft(server, state.localDraft) : undefined;
  const base = { phase: 'working' as const, start, form: event.form, steps: event.steps };
  if (!draft) return { ...base, businessId: start.businessId, step: 'fill', values: [] };
  const step = resumeStep(draft);
  return {
    ...base,
    // A draft of an existing case continues that case's business; a form draft belongs to the business just started.
    businessId: step === 'fill' ? start.businessId : draft.businessId,
    step,
    values: draft.formData,
    ...(step !== 'fill' && draft.caseId ? { caseRef: { caseId: draft.caseId } } : {}),
    resumedFrom: draft,
  };
}

export function reduceFlow(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'started':
      if (state.phase !== 'starting') return state;
      if (event.localDraft && event.resumeAtOnce)
        return { phase: 'loading', start: event.start, resume: true, localDraft: event.localDraft };
      return event.start.hasDraft || event.localDraft
        ? { phase: 'choosing', start: event.start, localDraft: event.localDraft }
        : { phase: 'loading', start: event.start, resume: false };
    case 'startFailed':
      return state.phase === 'starting' ? { phase: 'startFailed', message: event.message } : state;
    case 'resumeChosen':
      if (state.phase !== 'choosing') return state;
      return event.resume
        ? { phase: 'loading', start: state.start, resume: true, localDraft: state.localDraft }
        : { phase: 'loading', start: state.start, resume: false };
    case 'loaded':
      return state.phase === 'loading' ? enterWork(state, event) : state;
    case 'loadFailed':
      return state.phase === 'loading' ? { ...state, phase: 'loadFailed', message: event.message } : state;
    case 'retry':
      if (state.phase === 'startFailed') return { phase: 'starting' };
      if (state.phase === 'loadFailed') return { phase: 'loading', start: state.start, resume: state.resume, localDraft: state.localDraft };
      return state;
    case 'caseCreated':
      if (state.phase !== 'working' || state.step !== 'fill') return state;
      return { ...state, caseRef: event.caseRef, values: event.values, step: stepAfterCreate(event.needMaterial) };
    case 'materialsDone':
      return state.phase === 'working' && state.step === 'material' ? { ...state, step: 'confirm' } : state;
    case 'completed':
      return state.phase === 'working' && state.step === 'confirm' ? { ...state, phase: 'done', result: event.result } : state;
  }
}
