// The SMS-code login (the code field, its sender and countdown) arrives when the
// method is chosen, or when the browser is idle after the page has opened: the
// login page opens on the password form and does not carry it.
import { Suspense } from 'react';
import { lazyComponent } from '../../../../components/lazy-chunk';
import { PageLoading } from '../../../../components/PageLoading';
import type { SmsLoginFormProps, SmsLoginValues } from './SmsLoginForm';

const SmsLoginFormChunk = lazyComponent('SmsLoginForm', () =>
  import('./SmsLoginForm').then((module) => module.SmsLoginForm<SmsLoginValues>),
);

/** Fetches the form's code ahead of its first opening (usePreloadWhenIdle). */
export const smsLoginFormCode = SmsLoginFormChunk;

export function LazySmsLoginForm<Values extends SmsLoginValues>(props: SmsLoginFormProps<Values>) {
  return (
    <Suspense fallback={<PageLoading minHeight={240} />}>
      <SmsLoginFormChunk {...(props as unknown as SmsLoginFormProps<SmsLoginValues>)} />
    </Suspense>
  );
}
