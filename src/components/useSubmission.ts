// Sending a form: a busy flag for the button and, when the service refuses,
// its message to show next to the form. Transport errors were already shown by
// the client, so they leave no message here; what the user typed stays put.
import { useCallback, useState } from 'react';
import type { Envelope } from '../api';
import { answerOf, BusinessCodeError, messageToShow } from './apiAnswer';

export interface Submission {
  submitting: boolean;
  /** The service's reason for the last refusal, until the next attempt. */
  refusal: string | undefined;
  /**
   * Runs `action`; a refusal it throws (answerOf, envelopeOf) becomes `refusal`,
   * or `fallback` when the service gave no text to show. True when `action` went through.
   */
  submit: (action: () => Promise<void>, fallback?: string) => Promise<boolean>;
  /** Forgets the last refusal, e.g. when the user picks another way to go on. */
  clearRefusal: () => void;
  /** Sends one call: its map on success, undefined after a refusal or a failure. */
  run: <Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown }>, fallback?: string) => Promise<Map | undefined>;
}

export function useSubmission(): Submission {
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const submit = useCallback(async (action: () => Promise<void>, fallback?: string) => {
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      setRefusal(messageToShow(failure) ?? (failure instanceof BusinessCodeError ? fallback : undefined));
      return false;
    } finally {
      setSubmitting(false);
    }
  }, []);
  const run = useCallback(
    async <Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown }>, fallback?: string) => {
      let answer: Map | undefined;
      await submit(async () => {
        answer = await answerOf(call);
      }, fallback);
      return answer;
    },
    [submit],
  );
  const clearRefusal = useCallback(() => setRefusal(undefined), []);
  return { submitting, refusal, submit, run, clearRefusal };
}
