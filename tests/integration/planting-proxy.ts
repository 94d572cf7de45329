// A proxy that stands between a gateway in proxy mode and its backend and plants
// contract breaks in the backend's plain JSON answers (a missing field, a wrong
// type, an undocumented status or key), answers for the backend, drops the
// connection or never answers: what a real backend may do on integration day.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What to do to the answer of one wire path: a changed status and body, `drop` the connection, or `hang` (never answer). */
export type Plant = (status: number, body: Json) => { status: number; body: Json } | 'drop' | 'hang';

export interface PlantingProxy {
  url: string;
  close(): Promise<void>;
}

export async function startPlantingProxy(
  target: string,
  plants: Record<string, Plant>,
  onRequest?: (path: string, headers: IncomingHttpHeaders, body: string) => void,
): Promise<PlantingProxy> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const body = Buffer.concat(chunks);
      onRequest?.(path, req.headers, body.toString('utf8'));
      const plant = plants[path];
      const { host: _host, ...headers } = req.headers;
      const upstream = request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
        const answerChunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(answerChunks).toString('utf8');
          const planted = plant?.(answer.statusCode ?? 500, JSON.parse(text) as Json);
          if (planted === 'drop') return req.socket.destroy();
          if (planted === 'hang') return;
          const out = planted ? JSON.stringify(planted.body) : text;
          res.writeHead(planted?.status ?? answer.statusCode ?? 500, {
            'content-type': answer.headers['content-type'] ?? 'application/json;charset=UTF-8',
          });
          res.end(out);
        });
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
