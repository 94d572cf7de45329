// Web Worker entry: wraps one fresh SM4 key per message, off the main thread.
import { wrapNewKey } from './key-wrap';

export interface WrapRequest {
  readonly id: number;
  readonly publicKey: string;
}

export type WrapReply =
  { readonly id: number; readonly key: Uint8Array; readonly encryptKey: string } | { readonly id: number; readonly error: string };

// The project compiles against the DOM library; this is the slice of the
// dedicated-worker scope the entry uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WrapRequest>) => void) | null;
  postMessage(message: WrapReply, transfer: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  try {
    const { key, encryptKey } = wrapNewKey(data.publicKey);
    scope.postMessage({ id: data.id, key, encryptKey }, [key.buffer]);
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
