// The latest social-security card application of the logged-in person
// (ssc/getLastApplicationInfo): the card's status and the application's
// progress, which both card screens read.
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { useAsyncData } from '../../../../../components/useAsyncData';

export type Schemas = components['schemas'];
export type Application = Schemas['SscLastApplicationResponse']['map'];

export function useLastApplication() {
  return useAsyncData('ssc:last-application', () => answerOf(api.businessCenter.POST('/ssc/getLastApplicationInfo', { body: {} })));
}
