// The contract run's fetch sends a request once more when its socket was dropped
// before any answer, and never when its time limit ran out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { fetchAgainIfDropped } from './fetch-again';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server that drops the socket of its first `drops` requests and answers the rest (or none, `answer: false`). */
async function serverDropping(drops: number, answer = true): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    if (requests <= drops) request.socket.destroy();
    else if (answer) response.end('{"appcode":"0"}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests: () => requests };
}

it('sends a request once more when the server dropped its socket before answering, the body included', async () => {
  await expect(fetch((await serverDropping(1)).url, { method: 'POST', body: '{}' })).rejects.toThrow('fetch failed');
  const { url, requests } = await serverDropping(1);
  const response = await fetchAgainIfDropped(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(10_000) });
  expect(await response.json()).toEqual({ appcode: '0' });
  expect(requests()).toBe(2);
});

it('gives up after the second try', async () => {
  const { url, requests } = await serverDropping(2);
  await expect(fetchAgainIfDropped(url, { method: 'POST', body: '{}' })).rejects.toThrow('fetch failed');
  expect(requests()).toBe(2);
});

it('does not send again a request whose time limit ran out', async () => {
  const { url, requests } = await serverDropping(0, false);
  await expect(fetchAgainIfDropped(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(200) })).rejects.toMatchObject({
    name: 'TimeoutError',
  });
  expect(requests()).toBe(1);
  for (const server of servers) server.closeAllConnections();
});
