import { describe, expect, it } from 'vitest';
import { HEADER_NAMES } from '../../src/api/middleware/headers';
import { behaviour, harness, json } from './support/api-harness';

const OK = { appcode: '0', msg: '成功', map: {} };

const rows = {
  'POST /secured': behaviour({ auth: 'required' }),
  'POST /optional': behaviour({ auth: 'optional' }),
  'POST /anonymous': behaviour({ auth: 'none' }),
  'POST /login': behaviour({ auth: 'none', appId: true }),
  'POST /favourites': behaviour({ channelMarker: true }),
  'POST /updateInfo': behaviour({ timestamp: true }),
  'POST /noChannel': behaviour({ channelType: false }),
};
const CHANNEL_TYPE_ROWS = Object.keys(rows).filter((key) => key !== 'POST /noChannel');

function withSession(token: string | undefined, channelType?: string) {
  return harness(rows, () => json(OK), {
    appId: 'hrss-web-portal',
    now: () => 1_763_779_200_123,
    hooks: { getToken: () => token, getChannelType: () => channelType },
  });
}

async function headersOf(path: string, token: string | undefined, extra: Record<string, string> = {}, channelType?: string) {
  const h = withSession(token, channelType);
  await h.basic.POST(path, { body: {}, headers: extra });
  expect(h.seen).toHaveLength(1);
  return h.seen[0]!.headers;
}

describe('headers middleware', () => {
  it('sends the token on operations that require it, when logged in', async () => {
    expect((await headersOf('/secured', 'tok-1')).get(HEADER_NAMES.accessToken)).toBe('tok-1');
  });

  it('sends no token when logged out, even where one is required', async () => {
    expect((await headersOf('/secured', undefined)).has(HEADER_NAMES.accessToken)).toBe(false);
  });

  it('sends the token on optional-security operations only when logged in', async () => {
    expect((await headersOf('/optional', 'tok-2')).get(HEADER_NAMES.accessToken)).toBe('tok-2');
    expect((await headersOf('/optional', undefined)).has(HEADER_NAMES.accessToken)).toBe(false);
  });

  it('never sends the token on security: [] operations (city channel, function listing), even if a caller passed one', async () => {
    const headers = await headersOf('/anonymous', 'tok-3', { [HEADER_NAMES.accessToken]: 'smuggled' });
    expect(headers.has(HEADER_NAMES.accessToken)).toBe(false);
  });

  it('sends the app id only on x-app-id operations', async () => {
    expect((await headersOf('/login', undefined)).get(HEADER_NAMES.appId)).toBe('hrss-web-portal');
    expect((await headersOf('/secured', 'tok', { [HEADER_NAMES.appId]: 'smuggled' })).has(HEADER_NAMES.appId)).toBe(false);
  });

  it('sends the channel type on every operation that lists it, web by default, the session value otherwise', async () => {
    for (const path of CHANNEL_TYPE_ROWS.map((key) => key.slice('POST '.length))) {
      expect((await headersOf(path, 'tok')).get(HEADER_NAMES.channelType)).toBe('web');
    }
    expect((await headersOf('/anonymous', undefined, {}, 'wechat')).get(HEADER_NAMES.channelType)).toBe('wechat');
    expect((await headersOf('/anonymous', undefined, {}, 'self-service')).get(HEADER_NAMES.channelType)).toBe('self-service');
  });

  it('sends web for a channel type the contract does not allow (a partner link may name anything)', async () => {
    for (const channel of ['微信', 'a b', 'x'.repeat(33), 'wechat\r\nX-Evil: 1']) {
      expect((await headersOf('/anonymous', undefined, {}, channel)).get(HEADER_NAMES.channelType)).toBe('web');
    }
  });

  it('sends no channel type where the operation does not list the header, even if a caller passed one', async () => {
    expect((await headersOf('/noChannel', 'tok', { [HEADER_NAMES.channelType]: 'smuggled' })).has(HEADER_NAMES.channelType)).toBe(false);
  });

  it('sends the channel marker "header" only on operations that list the Channel-Marker parameter', async () => {
    expect((await headersOf('/favourites', 'tok')).get(HEADER_NAMES.channelMarker)).toBe('header');
    expect((await headersOf('/secured', 'tok', { [HEADER_NAMES.channelMarker]: 'header' })).has(HEADER_NAMES.channelMarker)).toBe(false);
  });

  it('sends a 13-digit millisecond timestamp only on x-timestamp operations', async () => {
    const stamped = (await headersOf('/updateInfo', 'tok')).get(HEADER_NAMES.timestamp);
    expect(stamped).toBe('1763779200123');
    expect(stamped).toMatch(/^\d{13}$/);
    expect((await headersOf('/secured', 'tok')).has(HEADER_NAMES.timestamp)).toBe(false);
  });

  it('reads the token at call time, so a login between calls takes effect', async () => {
    const session: { token?: string } = {};
    const h = harness(rows, () => json(OK), { hooks: { getToken: () => session.token } });
    await h.basic.POST('/secured', { body: {} });
    session.token = 'fresh';
    await h.basic.POST('/secured', { body: {} });
    expect(h.seen.map((seen) => seen.headers.get(HEADER_NAMES.accessToken))).toEqual([null, 'fresh']);
  });

  it('treats an operation missing from the table like the root default: the token when logged in, nothing else', async () => {
    const headers = await headersOf('/not-in-the-table', 'tok');
    expect(headers.get(HEADER_NAMES.accessToken)).toBe('tok');
    expect(headers.has(HEADER_NAMES.appId)).toBe(false);
    expect(headers.has(HEADER_NAMES.timestamp)).toBe(false);
  });

  it('puts the service under the configured prefix', async () => {
    for (const prefix of ['/api', '/zuul/api'] as const) {
      const h = harness(rows, () => json(OK), { prefix });
      await h.basic.POST('/secured', { body: {} });
      expect(new URL(h.seen[0]!.url).pathname).toBe(`${prefix}/basic/secured`);
    }
  });
});
