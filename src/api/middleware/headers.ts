// Headers of spec §7, per operation from the behaviour table: the token where
// security allows it, the app id on x-app-id operations, the channel type and
// the channel marker where the operation lists those header parameters (the
// channel type on every call), the timestamp on x-timestamp. A header an
// operation must not carry is removed even if a caller passed it.
import type { Middleware } from 'openapi-fetch';
import type { BehaviourLookup } from '../behaviour';
import { CHANNEL_TYPE_PATTERN } from '../generated/operations';
import type { ApiHooks } from '../hooks';

export const HEADER_NAMES = {
  accessToken: 'Access-Token',
  appId: 'App-Id',
  channelType: 'Channel-Type',
  channelMarker: 'Channel-Marker',
  timestamp: 'Timestamp',
} as const;

/** The value of the channel-marker header (the contract's enum). */
export const CHANNEL_MARKER = 'header';

export interface HeadersOptions {
  readonly lookup: BehaviourLookup;
  readonly hooks: ApiHooks;
  readonly appId: string;
  readonly defaultChannelType: string;
  /** Milliseconds since the epoch; injected in tests. */
  readonly now?: () => number;
}

/** The session's channel when the contract's pattern allows it (a partner link may name anything), else the default. */
function channelTypeOf(hooks: ApiHooks, defaultChannelType: string): string {
  const channel = hooks.getChannelType();
  return channel && CHANNEL_TYPE_PATTERN.test(channel) ? channel : defaultChannelType;
}

function setOrRemove(headers: Headers, name: string, value: string | undefined): void {
  if (value) headers.set(name, value);
  else headers.delete(name);
}

export function headersMiddleware({ lookup, hooks, appId, defaultChannelType, now = Date.now }: HeadersOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const operation = lookup(request.method, schemaPath);
      const { headers } = request;
      setOrRemove(headers, HEADER_NAMES.accessToken, operation.auth === 'none' ? undefined : hooks.getToken());
      setOrRemove(headers, HEADER_NAMES.appId, operation.appId ? appId : undefined);
      setOrRemove(headers, HEADER_NAMES.channelType, operation.channelType ? channelTypeOf(hooks, defaultChannelType) : undefined);
      setOrRemove(headers, HEADER_NAMES.channelMarker, operation.channelMarker ? CHANNEL_MARKER : undefined);
      setOrRemove(headers, HEADER_NAMES.timestamp, operation.timestamp ? String(now()) : undefined);
    },
  };
}
