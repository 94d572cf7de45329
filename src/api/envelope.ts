// The `{appcode, msg, map}` answer every operation returns, and the one test of
// its success. Only src/api compares an appcode (ESLint no-restricted-syntax):
// a screen asks `isSuccess(data)`, or lets answerOf / envelopeOf throw.

export const SUCCESS_CODE = '0';

export interface Envelope<Map> {
  readonly appcode: string;
  readonly msg: string;
  readonly map: Map;
}

/** The service did what was asked (appcode "0"); false for a business refusal and for no answer at all. */
export function isSuccess<Answer extends { readonly appcode: string }>(
  answer: Answer | null | undefined,
): answer is Answer & { readonly appcode: typeof SUCCESS_CODE } {
  return answer?.appcode === SUCCESS_CODE;
}
