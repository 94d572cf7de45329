// What a screen tells the user outside its own layout: short messages (antd
// message) and the dialogs that ask or inform (Modal's confirm family). It
// takes the place of antd's App, which would bring Modal and notification
// into every first page: here each arrives with its first use — a page that
// shows no message and no dialog never downloads them.
import type { ModalFuncProps } from 'antd';
import type { ArgsProps, ConfigOptions, MessageInstance, MessageType } from 'antd/es/message/interface';
import { createContext, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DIALOG_KINDS, type ModalApi } from './feedback-api';
import { lazyComponent } from './lazy-chunk';

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

const DialogHost = lazyComponent('DialogHost', () => import('./feedback-hosts').then((module) => module.DialogHost));
const MessageHost = lazyComponent('MessageHost', () => import('./feedback-hosts').then((module) => module.MessageHost));

/**
 * An antd API whose code arrives with its first use: `withApi` runs a call at
 * once when the host is there, else asks for the host and runs the call when it
 * reports ready (`onReady`), in the order the calls were made.
 */
function useArrivingApi<Api>() {
  const [wanted, setWanted] = useState(false);
  const host = useRef<Api | null>(null);
  const waiting = useRef<Array<(api: Api) => void>>([]);
  const withApi = useCallback((call: (api: Api) => void) => {
    if (host.current) return call(host.current);
    waiting.current.push(call);
    setWanted(true);
  }, []);
  const onReady = useCallback((api: Api) => {
    host.current = api;
    for (const call of waiting.current.splice(0)) call(api);
  }, []);
  const ready = useCallback(() => host.current, []);
  return { wanted, withApi, onReady, ready };
}

const MESSAGE_KINDS = ['info', 'success', 'error', 'warning', 'loading'] as const;

/**
 * What antd returns for a message (close it, or await its closing), for one
 * that may still be waiting for its code: closing it before then means it is
 * never shown, and it then resolves to false.
 */
function laterMessage(withApi: (call: (api: MessageInstance) => void) => void, show: (api: MessageInstance) => MessageType): MessageType {
  let shown: MessageType | undefined;
  let closed = false;
  let settle: (value: boolean) => void = () => undefined;
  const result = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  withApi((api) => {
    if (closed) return settle(false);
    shown = show(api);
    void shown.then(settle);
  });
  const close = () => {
    closed = true;
    shown?.();
  };
  return Object.assign(close, { then: result.then.bind(result) }) as MessageType;
}

export function FeedbackProvider({ message: messageConfig, children }: { message?: ConfigOptions; children: ReactNode }) {
  const dialogs = useArrivingApi<ModalApi>();
  const messages = useArrivingApi<MessageInstance>();
  const { withApi: withDialogs } = dialogs;
  const { withApi: withMessages, ready: messageHost } = messages;

  const modal = useMemo(
    () =>
      Object.fromEntries(DIALOG_KINDS.map((kind) => [kind, (props: ModalFuncProps) => withDialogs((api) => api[kind](props))])) as ModalApi,
    [withDialogs],
  );
  const message = useMemo((): MessageInstance => {
    const showing = (show: (api: MessageInstance) => MessageType) => laterMessage(withMessages, show);
    const kinds = Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [kind, (...args: Parameters<MessageInstance[typeof kind]>) => showing((api) => api[kind](...args))]),
    ) as Pick<MessageInstance, (typeof MESSAGE_KINDS)[number]>;
    return {
      ...kinds,
      open: (args: ArgsProps) => showing((api) => api.open(args)),
      // Nothing can be on screen before the host is there.
      destroy: (key) => messageHost()?.destroy(key),
    };
  }, [withMessages, messageHost]);
  const feedback = useMemo(() => ({ message, modal }), [message, modal]);

  return (
    <FeedbackContext value={feedback}>
      {children}
      {messages.wanted && (
        <Suspense fallback={null}>
          <MessageHost config={messageConfig} onReady={messages.onReady} />
        </Suspense>
      )}
      {dialogs.wanted && (
        <Suspense fallback={null}>
          <DialogHost onReady={dialogs.onReady} />
        </Suspense>
      )}
    </FeedbackContext>
  );
}
