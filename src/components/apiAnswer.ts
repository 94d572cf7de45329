// From a typed client call to what a screen renders: the envelope's map on
// success, an error otherwise. Transport and HTTP errors were already shown to
// the user by the client; business codes (appcode ≠ "0") carry their message
// so the screen can show it where it belongs.

interface Envelope<Map> {
  appcode: string;
  msg: string;
  map: Map;
}

/** An answer whose appcode is not "0"; `message` is the server's msg. */
export class BusinessCodeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BusinessCodeError';
  }
}

/** The call failed before a business answer existed (already shown by the client). */
export class CallFailedError extends Error {
  constructor(readonly detail: unknown) {
    super('请求未完成');
    this.name = 'CallFailedError';
  }
}

/** The whole successful envelope (when the screen shows the server's msg). */
export async function envelopeOf<Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown }>): Promise<Envelope<Map>> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw new CallFailedError(error);
  if (data.appcode !== '0') throw new BusinessCodeError(data.appcode, data.msg);
  return data;
}

export async function answerOf<Map>(call: Promise<{ data?: Envelope<Map>; error?: unknown }>): Promise<Map> {
  return (await envelopeOf(call)).map;
}

/** The text to show for a failure a screen handles itself (business codes); undefined when already shown. */
export function messageToShow(error: unknown): string | undefined {
  return error instanceof BusinessCodeError ? error.message : undefined;
}
