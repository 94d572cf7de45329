// Drives the case flow of caseFlow.ts: performs the affair calls each state
// asks for, keeps the tab's copy of the draft current and saves the server's
// copy on 暂存 and when the user leaves the page.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from '../../../../api';
import { answerOf, envelopeOf, messageToShow } from '../../../../components/apiAnswer';
import { home } from '../../../../stores/home';
import { INITIAL_FLOW, reduceFlow, type FlowState } from './caseFlow';
import { readLocalDraft, registerOpenDraft, removeLocalDraft, writeLocalDraft, type Draft } from './draft';
import type { FieldValue } from './formFields';

export interface SavedDraft {
  cacheTime: string;
  expireDate: string;
}

export interface CaseFlow {
  state: FlowState;
  retry: () => void;
  chooseResume: (resume: boolean) => void;
  /** The form changed: keep the tab's copy (no server call). */
  keepLocal: (formData: FieldValue[]) => void;
  /** 暂存: the server's copy (undefined when nothing is filled yet); rejects with the server's reason. */
  saveDraft: () => Promise<SavedDraft | undefined>;
  /** Submits the form; rejects with the server's reason and leaves the form as it is. */
  createCase: (formData: FieldValue[]) => Promise<void>;
  materialsDone: () => void;
  complete: () => Promise<void>;
}

/** The draft to keep for the state the flow is in, or undefined when there is nothing to keep. */
function draftOf(state: FlowState, formData: FieldValue[], savedAt: number): Draft | undefined {
  if (state.phase !== 'working') return undefined;
  if (formData.length === 0 && !state.caseRef) return undefined;
  return {
    businessId: state.businessId,
    stepCode: state.step,
    formData,
    ...(state.caseRef ? { caseId: state.caseRef.caseId } : {}),
    savedAt,
  };
}

export function useCaseFlow(funcId: string): CaseFlow {
  const [state, dispatch] = useReducer(reduceFlow, INITIAL_FLOW);
  /** The latest values and whether the server has them yet. */
  const latest = useRef<{ formData: FieldValue[]; unsaved: boolean }>({ formData: [], unsaved: false });
  const stateRef = useRef(state);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    if (state.phase !== 'starting') return undefined;
    let current = true;
    envelopeOf(api.affair.POST('/case/getcreate', { body: { funcId, areaCode: home.areaCode } })).then(
      ({ map }) => {
        if (!current) return;
        const local = readLocalDraft(funcId);
        // A draft kept as the session ran out under the form is taken up again at once.
        dispatch({ type: 'started', start: map, localDraft: local?.draft, resumeAtOnce: local?.afterExpiry });
      },
      (failure: unknown) => current && dispatch({ type: 'startFailed', message: messageToShow(failure) }),
    );
    return () => {
      current = false;
    };
  }, [state.phase, funcId]);

  useEffect(() => {
    if (state.phase !== 'loading') return undefined;
    let current = true;
    const body = { businessId: state.start.businessId };
    const askDraft = state.resume && state.start.hasDraft;
    Promise.all([
      answerOf(api.affair.POST('/param/query', { body })),
      answerOf(api.affair.POST('/process/load', { body })),
      askDraft ? answerOf(api.affair.POST('/cache/query', { body })) : undefined,
    ]).then(
      ([form, process, serverDraft]) => current && dispatch({ type: 'loaded', form, steps: process.steps, serverDraft }),
      (failure: unknown) => current && dispatch({ type: 'loadFailed', message: messageToShow(failure) }),
    );
    return () => {
      current = false;
    };
  }, [state]);

  // Entering a step (or resuming) is itself worth keeping: the step and the case id.
  useEffect(() => {
    if (state.phase === 'done') {
      removeLocalDraft(funcId);
      return;
    }
    if (state.phase !== 'working') return;
    latest.current.formData = state.values;
    const draft = draftOf(state, state.values, Date.now());
    if (draft) writeLocalDraft(funcId, draft);
  }, [state, funcId]);

  useEffect(() => registerOpenDraft(funcId, () => draftOf(stateRef.current, latest.current.formData, Date.now())), [funcId]);

  const sendDraft = useCallback(async (): Promise<SavedDraft | undefined> => {
    const draft = draftOf(stateRef.current, latest.current.formData, Date.now());
    if (!draft) return undefined;
    latest.current.unsaved = false;
    const { businessId, stepCode, formData, caseId } = draft;
    try {
      return await answerOf(api.affair.POST('/cache', { body: { businessId, stepCode, formData, ...(caseId ? { caseId } : {}) } }));
    } catch (failure) {
      latest.current.unsaved = true;
      throw failure;
    }
  }, []);

  // Leaving the page (another route, closing or reloading the tab) saves what the server has not seen.
  useEffect(() => {
    const saveIfUnsaved = () => {
      if (latest.current.unsaved) sendDraft().catch(() => undefined);
    };
    window.addEventListener('pagehide', saveIfUnsaved);
    return () => {
      window.removeEventListener('pagehide', saveIfUnsaved);
      saveIfUnsaved();
    };
  }, [sendDraft]);

  const keepLocal = useCallback(
    (formData: FieldValue[]) => {
      latest.current = { formData, unsaved: true };
      const draft = draftOf(stateRef.current, formData, Date.now());
      if (draft) writeLocalDraft(funcId, draft);
      else removeLocalDraft(funcId);
    },
    [funcId],
  );

  const chooseResume = useCallback(
    (resume: boolean) => {
      if (!resume) removeLocalDraft(funcId);
      dispatch({ type: 'resumeChosen', resume });
    },
    [funcId],
  );

  const createCase = useCallback(async (formData: FieldValue[]) => {
    const current = stateRef.current;
    if (current.phase !== 'working') return;
    const { map } = await envelopeOf(api.affair.POST('/create/businesscase', { body: { businessId: current.businessId, formData } }));
    latest.current.unsaved = true;
    dispatch({
      type: 'caseCreated',
      caseRef: { caseId: map.caseId, caseNo: map.caseNo },
      needMaterial: map.needMaterial,
      values: formData,
    });
  }, []);

  const complete = useCallback(async () => {
    const current = stateRef.current;
    if (current.phase !== 'working' || !current.caseRef) return;
    const { map } = await envelopeOf(
      api.affair.POST('/commbusiness/complete', { body: { businessId: current.businessId, caseId: current.caseRef.caseId } }),
    );
    latest.current.unsaved = false;
    dispatch({ type: 'completed', result: map });
  }, []);

  return {
    state,
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
    chooseResume,
    keepLocal,
    saveDraft: sendDraft,
    createCase,
    materialsDone: useCallback(() => dispatch({ type: 'materialsDone' }), []),
    complete,
  };
}
