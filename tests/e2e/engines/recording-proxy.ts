// A pass-through HTTP proxy in front of the portal's server for the Firefox and
// WebKit tests, which have no network interception the way the Chromium
// harness has (WebKitWebDriver speaks classic WebDriver only). It notes what a
// test must read off the wire: the captchaId of each puzzle drawn (for the
// gateway's test-only answer route) and the bodies the page posted.
import { request, createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

export interface RecordingProxy {
  /** Origin to open the portal at (`${url}/web/…`); every request goes on to the portal's server unchanged. */
  url: string;
  /** The captchaId of the puzzle whose background picture is this, once drawn. */
  puzzleIdOf(backgroundImage: string): string | undefined;
  /** The bodies posted to a path ending with `pathEnd`, oldest first. */
  postedTo(pathEnd: string): string[];
  close(): Promise<void>;
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const puzzles = new Map<string, string>();
  const posted: Array<{ path: string; body: string }> = [];
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readBody(incoming);
      const path = incoming.url ?? '/';
      if (incoming.method === 'POST') posted.push({ path: new URL(path, 'http://proxy').pathname, body: body.toString('utf8') });
      const drawsPuzzle = path.endsWith('/captcha/render');
      const headers: OutgoingHttpHeaders = { ...incoming.headers, host: upstream.host };
      // The puzzle's answer is read from the body: ask for it uncompressed.
      if (drawsPuzzle) delete headers['accept-encoding'];
      const forwarded = request({ host: upstream.hostname, port: upstream.port, method: incoming.method, path, headers }, (answer) => {
        if (!drawsPuzzle) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        void readBody(answer).then((answerBody) => {
          try {
            const { map } = JSON.parse(answerBody.toString('utf8')) as { map?: { captchaId?: string; backgroundImage?: string } };
            if (map?.captchaId && map.backgroundImage) puzzles.set(map.backgroundImage, map.captchaId);
          } catch {
            // Not a drawn puzzle (an error page): the test's wait for it says so.
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(answerBody);
        });
      });
      forwarded.on('error', (error) => outgoing.destroy(error));
      forwarded.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the recording proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    puzzleIdOf: (backgroundImage) => puzzles.get(backgroundImage),
    postedTo: (pathEnd) => posted.filter((entry) => entry.path.endsWith(pathEnd)).map((entry) => entry.body),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
