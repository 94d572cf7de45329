// Sending a form: a busy flag for the button and, when the service refuses,
// its message to show next to the form; when the call itself failed (timeout,
// 5xx, a gateway's error page, no connection), what happened, for SubmitFailed
// to show with 重试. What the user typed stays put either way.
import { useCallback, useState } from 'react';
import type { Envelope } from '../api';
import { answerOf, BusinessCodeError, callFailureReason, messageToShow } from './apiAnswer';

export interface Submission {
  submitting: boolean;
  /** The service's reason for the last refusal, until the next attempt. */
  refusal: string | undefined;
  /** Why the last attempt's call failed without an answer (timeout, 5xx, 502/503, network), until the next attempt. */
  failure: string | undefined;
  /**
   * Runs `action`; a refusal it throws (answerOf, envelopeOf) becomes `refusal`,
   * or `fallback` when the service gave no text to show. True when `action` went through.
   */
  submit: (action: () => Promise<void>, fallback?: string) => Promise<boolean>;
  /** Forgets the last refusal, e.g. when the user picks another way to go on. */
  clearRefusal: () => void;
  /** Sends one call: its map on success, undefined after a refusal or a failure. */
  run: <Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown; response?: Response }>, fallback?: string) => Promise<Map | undefined>;
}

export function useSubmission(): Submission {
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const submit = useCallback(async (action: () => Promise<void>, fallback?: string) => {
    setSubmitting(true);
    setRefusal(undefined);
    setFailure(undefined);
    try {
      await action();
      return true;
    } catch (error) {
      setRefusal(messageToShow(error) ?? (error instanceof BusinessCodeError ? fallback : undefined));
      setFailure(callFailureReason(error));
      return false;
    } finally {
      setSubmitting(false);
    }
  }, []);
  const run = useCallback(
    async <Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown; response?: Response }>, fallback?: string) => {
      let answer: Map | undefined;
      await submit(async () => {
        answer = await answerOf(call);
      }, fallback);
      return answer;
    },
    [submit],
  );
  const clearRefusal = useCallback(() => setRefusal(undefined), []);
  return { submitting, refusal, failure, submit, run, clearRefusal };
}
