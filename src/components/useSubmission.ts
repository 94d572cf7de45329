// Sending a form: a busy flag for the button and, when the service refuses,
// its message to show next to the form. Transport errors were already shown by
// the client, so they leave no message here; what the user typed stays put.
import { useCallback, useState } from 'react';
import { messageToShow } from './apiAnswer';

export interface Submission {
  submitting: boolean;
  /** The service's reason for the last refusal, until the next attempt. */
  refusal: string | undefined;
  submit: (action: () => Promise<void>) => Promise<void>;
}

export function useSubmission(): Submission {
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const submit = useCallback(async (action: () => Promise<void>) => {
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await action();
    } catch (failure) {
      setRefusal(messageToShow(failure));
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { submitting, refusal, submit };
}
