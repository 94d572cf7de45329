// What a screen tells the user outside its own layout: short messages (antd
// message) and the dialogs that ask or inform (Modal's confirm family). It
// takes the place of antd's App, which would bring Modal and notification
// into every first page: here the dialog code arrives with the first dialog.
import { message as antdMessage, type ModalFuncProps } from 'antd';
import type { ConfigOptions, MessageInstance } from 'antd/es/message/interface';
import { createContext, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from './lazy-chunk';

const DIALOG_KINDS = ['confirm', 'info', 'success', 'warning', 'error'] as const;
type DialogKind = (typeof DIALOG_KINDS)[number];

/** Modal.confirm and its siblings, rendered inside the portal's theme and locale. */
export type ModalApi = Record<DialogKind, (props: ModalFuncProps) => void>;

export interface Feedback {
  message: MessageInstance;
  modal: ModalApi;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = use(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() needs a <FeedbackProvider> above it');
  return feedback;
}

const DialogHost = lazyComponent('DialogHost', () => import('./feedback-dialogs').then((module) => module.DialogHost));

export function FeedbackProvider({ message: messageConfig, children }: { message?: ConfigOptions; children: ReactNode }) {
  const [message, messageHolder] = antdMessage.useMessage(messageConfig);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const host = useRef<ModalApi | null>(null);
  // Dialogs asked for before their code arrived, shown once it has.
  const waiting = useRef<Array<(api: ModalApi) => void>>([]);

  const modal = useMemo(
    () =>
      Object.fromEntries(
        DIALOG_KINDS.map((kind) => [
          kind,
          (props: ModalFuncProps) => {
            if (host.current) return host.current[kind](props);
            waiting.current.push((api) => api[kind](props));
            setDialogsWanted(true);
          },
        ]),
      ) as ModalApi,
    [],
  );
  const onHostReady = useCallback((api: ModalApi) => {
    host.current = api;
    for (const show of waiting.current.splice(0)) show(api);
  }, []);
  const feedback = useMemo(() => ({ message, modal }), [message, modal]);

  return (
    <FeedbackContext value={feedback}>
      {children}
      {messageHolder}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <DialogHost onReady={onHostReady} />
        </Suspense>
      )}
    </FeedbackContext>
  );
}
