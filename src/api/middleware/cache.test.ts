import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { SessionCache, sessionCacheMiddleware } from './cache';

type LoosePaths = Record<
  string,
  { post: { requestBody: { content: { 'application/json': object } }; responses: { 200: { content: { 'application/json': object } } } } }
>;

/** A client with only the cache middleware, over a fetch that counts and answers in turn. */
function setup(answers: readonly object[]) {
  let token: string | undefined;
  const calls: string[] = [];
  const fetch = async (request: Request) => {
    calls.push(`${new URL(request.url).pathname} ${await request.text()}`);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const client = createClient<LoosePaths>({ baseUrl: 'http://portal.test', fetch });
  client.use(sessionCacheMiddleware({ cache: new SessionCache(() => token), cached: ['POST /catalogue'] }));
  return {
    client,
    calls,
    login: (value: string | undefined) => {
      token = value;
    },
  };
}

const LIST = { appcode: '0', msg: '成功', map: { list: ['社保'] } };

describe('session cache middleware', () => {
  it('answers a repeated catalogue call from the cache', async () => {
    const { client, calls } = setup([LIST]);
    await client.POST('/catalogue', { body: { areaCode: '320000' } });
    const { data } = await client.POST('/catalogue', { body: { areaCode: '320000' } });
    expect(data).toEqual(LIST);
    expect(calls).toHaveLength(1);
  });

  it('asks again for another body and for operations it does not keep', async () => {
    const { client, calls } = setup([LIST]);
    await client.POST('/catalogue', { body: { areaCode: '320000' } });
    await client.POST('/catalogue', { body: { areaCode: '320500' } });
    await client.POST('/other', { body: {} });
    await client.POST('/other', { body: {} });
    expect(calls).toHaveLength(4);
  });

  it('keeps no refused answer', async () => {
    const { client, calls } = setup([{ appcode: '1001', msg: '系统繁忙', map: {} }, LIST]);
    await client.POST('/catalogue', { body: {} });
    const { data } = await client.POST('/catalogue', { body: {} });
    expect(data).toEqual(LIST);
    expect(calls).toHaveLength(2);
  });

  it('starts empty when the session changes', async () => {
    const { client, calls, login } = setup([LIST]);
    await client.POST('/catalogue', { body: {} });
    login('token-a');
    await client.POST('/catalogue', { body: {} });
    await client.POST('/catalogue', { body: {} });
    login(undefined);
    await client.POST('/catalogue', { body: {} });
    expect(calls).toHaveLength(3);
  });
});
