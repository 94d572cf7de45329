import { describe, expect, it } from 'vitest';
import {
  INITIAL_FLOW,
  reduceFlow,
  resumeStep,
  stepBar,
  type FlowEvent,
  type FlowState,
  type FormDefinition,
  type ProcessStep,
  type StartInfo,
} from './caseFlow';
import type { Draft } from './draft';

const start = (hasDraft = false): StartInfo => ({
  businessId: hasDraft ? 'YW-OLD' : 'YW-NEW',
  processInstanceId: 'LC1',
  matterCode: 'JYCY0201',
  matterName: '失业保险金申领',
  departmentName: '南京市就业服务中心',
  hasDraft,
});
const form: FormDefinition = {
  matterCode: 'JYCY0201',
  matterName: '失业保险金申领',
  fields: [{ name: 'cellphone', label: '联系电话', type: 'cellphone', required: true, readonly: false }],
};
const steps: ProcessStep[] = [
  { stepCode: 'fill', stepName: '填写申请', state: 'current' },
  { stepCode: 'material', stepName: '上传材料', state: 'pending' },
  { stepCode: 'confirm', stepName: '确认提交', state: 'pending' },
  { stepCode: 'done', stepName: '提交成功', state: 'pending' },
];
const localDraft = (savedAt: number, extra: Partial<Draft> = {}): Draft => ({
  businessId: 'YW-LOCAL',
  stepCode: 'fill',
  formData: [{ name: 'cellphone', value: '13900000000' }],
  savedAt,
  ...extra,
});
const result = { caseId: 'BJ1', caseNo: 'SQ1', state: 'submitted' as const, submitTime: '2026-11-22 10:26:48' };

const run = (events: FlowEvent[], from: FlowState = INITIAL_FLOW) => events.reduce(reduceFlow, from);

describe('starting', () => {
  it('goes straight to loading the form when there is no draft anywhere', () => {
    expect(run([{ type: 'started', start: start() }])).toEqual({ phase: 'loading', start: start(), resume: false });
  });

  it('asks first when the server or this tab holds a draft', () => {
    expect(run([{ type: 'started', start: start(true) }]).phase).toBe('choosing');
    expect(run([{ type: 'started', start: start(), localDraft: localDraft(1) }]).phase).toBe('choosing');
  });

  it('drops the drafts when the user starts over', () => {
    const state = run([
      { type: 'started', start: start(true), localDraft: localDraft(1) },
      { type: 'resumeChosen', resume: false },
    ]);
    expect(state).toEqual({ phase: 'loading', start: start(true), resume: false });
    const working = reduceFlow(state, { type: 'loaded', form, steps, serverDraft: { hasDraft: true, stepCode: 'fill', formData: [] } });
    expect(working).toMatchObject({ phase: 'working', step: 'fill', values: [], businessId: 'YW-OLD' });
  });

  it('retries a failed start, and a failed load with the choice already made', () => {
    expect(run([{ type: 'startFailed', message: '无权办理' }])).toEqual({ phase: 'startFailed', message: '无权办理' });
    expect(run([{ type: 'startFailed' }, { type: 'retry' }])).toEqual(INITIAL_FLOW);
    const failed = run([{ type: 'started', start: start(true) }, { type: 'resumeChosen', resume: true }, { type: 'loadFailed' }]);
    expect(failed.phase).toBe('loadFailed');
    expect(reduceFlow(failed, { type: 'retry' })).toEqual({ phase: 'loading', start: start(true), resume: true, localDraft: undefined });
  });
});

describe('resuming', () => {
  const resumeWith = (events: FlowEvent[]) => run([...events, { type: 'resumeChosen', resume: true }]);

  it("takes the tab's newer copy over the server's older one", () => {
    const state = resumeWith([{ type: 'started', start: start(true), localDraft: localDraft(Date.parse('2026-11-22T02:00:00Z')) }]);
    const working = reduceFlow(state, {
      type: 'loaded',
      form,
      steps,
      serverDraft: {
        hasDraft: true,
        stepCode: 'fill',
        formData: [{ name: 'cellphone', value: '13851726721' }],
        cacheTime: '2026-11-21 08:42:10',
      },
    });
    expect(working).toMatchObject({
      phase: 'working',
      step: 'fill',
      businessId: 'YW-OLD',
      values: [{ name: 'cellphone', value: '13900000000' }],
    });
  });

  it("takes the server's newer draft, and continues an existing case at its step with its own business", () => {
    const state = resumeWith([{ type: 'started', start: start(true), localDraft: localDraft(0) }]);
    const working = reduceFlow(state, {
      type: 'loaded',
      form,
      steps,
      serverDraft: { hasDraft: true, stepCode: 'material', caseId: 'BJ9', formData: [], cacheTime: '2026-11-21 08:55:37' },
    });
    expect(working).toMatchObject({ phase: 'working', step: 'material', caseRef: { caseId: 'BJ9' }, businessId: 'YW-OLD' });
  });

  it('continues a case kept only in this tab with the business it was created in', () => {
    const state = resumeWith([{ type: 'started', start: start(), localDraft: localDraft(5, { stepCode: 'confirm', caseId: 'BJ7' }) }]);
    expect(reduceFlow(state, { type: 'loaded', form, steps })).toMatchObject({
      step: 'confirm',
      businessId: 'YW-LOCAL',
      caseRef: { caseId: 'BJ7' },
    });
  });

  it('never resumes past the form without a case, nor at an unknown step', () => {
    expect(resumeStep({ stepCode: 'material' })).toBe('fill');
    expect(resumeStep({ stepCode: 'review', caseId: 'BJ1' })).toBe('fill');
    expect(resumeStep({ stepCode: 'confirm', caseId: 'BJ1' })).toBe('confirm');
  });
});

describe('working through the steps', () => {
  const working = run([
    { type: 'started', start: start() },
    { type: 'loaded', form, steps },
  ]);
  const values = [{ name: 'cellphone', value: '13851726721' }];

  it('uploads materials when the new case needs them, then confirms, then is done', () => {
    const created = reduceFlow(working, { type: 'caseCreated', caseRef: { caseId: 'BJ1', caseNo: 'SQ1' }, needMaterial: true, values });
    expect(created).toMatchObject({ step: 'material', caseRef: { caseId: 'BJ1', caseNo: 'SQ1' }, values });
    const confirming = reduceFlow(created, { type: 'materialsDone' });
    expect(confirming).toMatchObject({ step: 'confirm' });
    expect(reduceFlow(confirming, { type: 'completed', result })).toMatchObject({ phase: 'done', result });
  });

  it('goes straight to confirming when no material is needed', () => {
    expect(reduceFlow(working, { type: 'caseCreated', caseRef: { caseId: 'BJ1' }, needMaterial: false, values })).toMatchObject({
      step: 'confirm',
    });
  });

  it('ignores events that do not fit the state', () => {
    expect(reduceFlow(working, { type: 'completed', result })).toBe(working);
    expect(reduceFlow(working, { type: 'materialsDone' })).toBe(working);
    expect(reduceFlow(INITIAL_FLOW, { type: 'loaded', form, steps })).toBe(INITIAL_FLOW);
    expect(reduceFlow(working, { type: 'retry' })).toBe(working);
  });
});

describe('the step bar', () => {
  it('marks the steps before the current one done and the later ones pending', () => {
    expect(stepBar(steps, 'confirm').map((step) => step.state)).toEqual(['done', 'done', 'current', 'pending']);
    expect(stepBar(steps, 'done').map((step) => step.state)).toEqual(['done', 'done', 'done', 'done']);
  });

  it("keeps the process's own marks for a step it does not list", () => {
    const short = steps.filter((step) => step.stepCode !== 'material');
    expect(stepBar(short, 'material')).toEqual(short);
  });
});
