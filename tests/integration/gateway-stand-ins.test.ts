// The other parties the gateway plays (docs/mock-gateway.md, "Other parties"), over
// real HTTP: the third parties' consent pages and the way back to the portal, the
// QR codes that wait for a scan until confirmed, and the slider puzzle.
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type OpenApiDocument } from '../../mock/catalogue';
import { startGateway, type Gateway } from '../../mock/server';

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({ port: 0, strict: true, log: false });
});
afterAll(() => gateway.close());

type Answer = { appcode: string; msg: string; map: Record<string, unknown> };

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Answer;
}

/** The links of a consent page, by their text. */
async function consentLinks(authUrl: string): Promise<{ html: string; links: Map<string, string> }> {
  const response = await fetch(authUrl.replace(/^https?:\/\/[^/]+/, gateway.url));
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  const links = new Map(
    [...html.matchAll(/<a [^>]*href="([^"]+)">([^<]+)<\/a>/g)].map(([, href = '', text = '']) => [text, href.replaceAll('&amp;', '&')]),
  );
  return { html, links };
}

describe('third parties: the consent page instead of the party’s, and back to the portal', () => {
  it.each([
    ['/api/person/extend/goAlipay', { purpose: 'login', returnUrl: '/web/aliLogin' }, 'authUrl', '支付宝', ['auth_code', 'state']],
    ['/api/person/extend/goWechat', { purpose: 'bind', returnUrl: '/web/center/channel' }, 'authUrl', '微信', ['code', 'state']],
    ['/api/person/extend/goGov', { purpose: 'login', returnUrl: '/web/thirdLogin' }, 'authUrl', '江苏政务服务网', ['ticket']],
    [
      '/zuul/api/unit/unitExtend/getUnitGoveLoginUrl',
      { platform: 'rsb', redirectUrl: 'http://portal.test/web/buUnitLogin' },
      'loginUrl',
      '人力资源和社会保障部政务服务平台',
      ['ticket', 'state'],
    ],
    [
      '/api/unit/unitExtend/getEbusinessLicenseLoginUrl',
      { redirectUrl: 'http://portal.test/web/login?ebusiness=1' },
      'loginUrl',
      '电子营业执照',
      ['ticket', 'state'],
    ],
  ])(
    '%s answers the gateway’s consent page, which sends the user back with the party’s codes',
    async (path, body, field, site, returned) => {
      const answer = await post(path, body, { Origin: 'http://portal.test' });
      const authUrl = answer.map[field] as string;
      const prefix = path.startsWith('/zuul/') ? '/zuul/api' : '/api';
      expect(authUrl.startsWith(`http://portal.test${prefix}/__mock/consent?`)).toBe(true);
      const { html, links } = await consentLinks(authUrl);
      expect(html).toContain(`<title>${site}授权（模拟网关代演）</title>`);
      expect(html).toContain('模拟网关代演页面');
      const back = new URL(links.get('同意授权') ?? '', 'http://portal.test');
      const wanted = new URL(Object.values(body).at(-1) as string, 'http://portal.test');
      expect(back.pathname).toBe(wanted.pathname);
      for (const [name, value] of wanted.searchParams) expect(back.searchParams.get(name)).toBe(value);
      for (const name of returned) expect(back.searchParams.get(name), name).toMatch(/^[\w-]{16,}$/);
      if (returned.includes('state')) expect(back.searchParams.get('state')).toBe(answer.map.state);
      expect(new URL(links.get('取消，返回门户') ?? '', 'http://portal.test').href).toBe(wanted.href);
    },
  );

  it('gives fresh codes each time the page is shown; refuses a return address that is not a web address', async () => {
    const { authUrl } = (await post('/api/person/extend/goAlipay', { purpose: 'login', returnUrl: '/web/aliLogin' })).map as {
      authUrl: string;
    };
    const codeOf = async () => new URL((await consentLinks(authUrl)).links.get('同意授权') ?? '', 'http://x').searchParams.get('auth_code');
    expect(await codeOf()).not.toBe(await codeOf());
    const page = new URL(authUrl);
    page.searchParams.set('return', 'javascript:alert(1)');
    expect((await fetch(`${gateway.url}${page.pathname}${page.search}`)).status).toBe(400);
  });
});

describe('QR codes wait for the scan', () => {
  const issue = async () => (await post('/api/basic/qrCode/createLoginQrCode', {})).map as { qrCodeId: string; content: string };
  const poll = async (qrCodeId: string, headers: Record<string, string> = {}) =>
    (await post('/api/basic/qrCode/queryQrCodeState', { qrCodeId }, headers)).map;

  it('an issued code answers waiting until it is confirmed, then confirmed with the code the login takes', async () => {
    const { qrCodeId, content } = await issue();
    expect(qrCodeId).toMatch(/^QR\d{14}[0-9A-F]{8}$/);
    expect(content).toContain(qrCodeId);
    expect(await poll(qrCodeId)).toEqual({ state: 'waiting' });
    expect(await poll(qrCodeId)).toEqual({ state: 'waiting' });
    const waiting = (await (await fetch(`${gateway.url}/api/__mock/scan`)).json()) as Answer;
    expect(waiting.map.list).toContainEqual(expect.objectContaining({ id: qrCodeId, purpose: '生成个人扫码登录二维码' }));
    const confirmed = await fetch(`${gateway.url}/zuul/api/__mock/scan/${qrCodeId}/confirm`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await poll(qrCodeId)).toEqual({ state: 'confirmed', qrCode: expect.any(String) });
    // Confirmed once: not waiting any more.
    expect((await fetch(`${gateway.url}/__mock/scan/${qrCodeId}/confirm`, { method: 'POST' })).status).toBe(404);
  });

  it('a cancelled code answers cancelled; the e-card and unit codes wait the same way', async () => {
    const { qrCodeId } = await issue();
    await fetch(`${gateway.url}/__mock/scan/${qrCodeId}/cancel`, { method: 'POST' });
    expect(await poll(qrCodeId)).toEqual({ state: 'cancelled' });

    const ecard = (await post('/api/person/base/initEcardQrcode', { scene: 'login' })).map.qrCodeId as string;
    expect((await post('/api/basic/ecardAuth/getQrcodeResult', { qrCodeId: ecard })).map).toEqual({ state: 'waiting' });
    await fetch(`${gateway.url}/__mock/scan/${ecard}/confirm`, { method: 'POST' });
    expect((await post('/api/basic/ecardAuth/getQrcodeResult', { qrCodeId: ecard })).map).toMatchObject({ state: 'authorized' });

    const unit = (await post('/api/unit/unitBase/createUnitQrCode', {})).map.qrCodeId as string;
    expect((await post('/api/unit/unitBase/queryUnitQrCodeState', { qrCodeId: unit })).map).toEqual({ state: 'waiting' });
  });

  it('auto-confirm (X-Mock-Scan: auto or the mock-scan cookie) confirms at the first poll; another value is refused', async () => {
    expect(await poll((await issue()).qrCodeId, { 'X-Mock-Scan': 'auto' })).toMatchObject({ state: 'confirmed' });
    expect(await poll((await issue()).qrCodeId, { Cookie: 'mock-scan=auto' })).toMatchObject({ state: 'confirmed' });
    const refused = await fetch(`${gateway.url}/api/basic/qrCode/queryQrCodeState`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Mock-Scan': 'soon' },
      body: JSON.stringify({ qrCodeId: (await issue()).qrCodeId }),
    });
    expect(refused.status).toBe(400);
  });

  it('MOCK_SCAN=auto makes auto-confirm the default, and X-Mock-Scan: wait still waits', async () => {
    const auto = await startGateway({ port: 0, strict: true, log: false, scanMode: 'auto' });
    try {
      const call = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
        (
          (await (
            await fetch(`${auto.url}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headers },
              body: JSON.stringify(body),
            })
          ).json()) as Answer
        ).map;
      const first = (await call('/api/basic/qrCode/createLoginQrCode', {})).qrCodeId;
      expect(await call('/api/basic/qrCode/queryQrCodeState', { qrCodeId: first })).toMatchObject({ state: 'confirmed' });
      const second = (await call('/api/basic/qrCode/createLoginQrCode', {})).qrCodeId;
      expect(await call('/api/basic/qrCode/queryQrCodeState', { qrCodeId: second }, { 'X-Mock-Scan': 'wait' })).toEqual({
        state: 'waiting',
      });
    } finally {
      await auto.close();
    }
  });
});

/** Width, height and RGBA pixels of a PNG data URL (8-bit RGBA, unfiltered rows, as the gateway writes them). */
function decodePng(dataUrl: string): { width: number; height: number; alphaAt: (x: number, y: number) => number } {
  const bytes = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.subarray(at + 4, at + 8).toString('ascii') === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const rows = inflateSync(Buffer.concat(idat));
  return { width, height, alphaAt: (x, y) => rows[y * (width * 4 + 1) + 1 + x * 4 + 3] ?? -1 };
}

describe('the slider puzzle', () => {
  const render = async () =>
    (await post('/api/person/captcha/render', {})).map as {
      captchaId: string;
      backgroundImage: string;
      pieceImage: string;
      pieceY: number;
    };
  const answerOf = async (captchaId: string) => {
    const answer = (await (await fetch(`${gateway.url}/api/__mock/captcha/${captchaId}/answer`)).json()) as Answer;
    return answer.map.x as number;
  };
  const verify = (captchaId: string, x: number) => post('/api/person/captcha/verify', { captchaId, x, duration: 900 });

  it('draws a 310×155 picture and a 50×50 piece with its outline, in a new place each time', async () => {
    const puzzle = await render();
    const background = decodePng(puzzle.backgroundImage);
    const piece = decodePng(puzzle.pieceImage);
    expect([background.width, background.height, piece.width, piece.height]).toEqual([310, 155, 50, 50]);
    // Opaque inside the piece's square, transparent in its corners.
    expect(piece.alphaAt(20, 30)).toBe(255);
    expect(piece.alphaAt(0, 0)).toBe(0);
    expect(puzzle.pieceY).toBeGreaterThanOrEqual(0);
    expect(puzzle.pieceY + 50).toBeLessThanOrEqual(155);
    const places = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const next = await render();
      places.add(`${await answerOf(next.captchaId)},${next.pieceY}`);
    }
    expect(places.size).toBeGreaterThan(1);
  });

  it('a release within 5 px of the gap passes; a miss gets 04020007, and a puzzle is checked once', async () => {
    const near = await render();
    expect((await verify(near.captchaId, (await answerOf(near.captchaId)) + 5)).appcode).toBe('0');

    const missed = await render();
    const x = await answerOf(missed.captchaId);
    const miss = await verify(missed.captchaId, x > 200 ? x - 6 : x + 6);
    expect(miss).toEqual({ appcode: '04020007', msg: '验证未通过，请重新拖动滑块', map: {} });
    // Spent by the miss: the right offset no longer passes, and the answer route knows it no more.
    expect((await verify(missed.captchaId, x)).appcode).toBe('04020007');
    expect((await fetch(`${gateway.url}/__mock/captcha/${missed.captchaId}/answer`)).status).toBe(404);

    const right = await render();
    const passed = await verify(right.captchaId, await answerOf(right.captchaId));
    expect(passed.appcode).toBe('0');
    expect(passed.map).toEqual({ tencentCaptchaTicket: expect.any(String), randstr: expect.any(String) });
  });
});

describe('the declarations', () => {
  /** A one-operation document whose operation carries `declaration`, answering the examples `waiting` and `confirmed`. */
  const documentWith = (declaration: Record<string, unknown>): OpenApiDocument => ({
    openapi: '3.0.3',
    info: { title: 'test', version: '1' },
    paths: {
      '/qr/state': {
        post: {
          operationId: 'qrState',
          security: [],
          ...declaration,
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { type: 'object' },
                  examples: { waiting: { value: { state: 'waiting' } }, confirmed: { value: { state: 'confirmed' } } },
                },
              },
            },
          },
        },
      },
    },
  });
  const load = (declaration: Record<string, unknown>) => buildCatalogue({ basic: documentWith(declaration) });

  it('takes a poll naming documented examples, and stops at one naming an example the operation does not document', async () => {
    await expect(load({ 'x-scan': { poll: 'qrCodeId', waiting: 'waiting', confirmed: 'confirmed' } })).resolves.toBeDefined();
    await expect(load({ 'x-scan': { poll: 'qrCodeId', waiting: 'waiting', confirmed: 'passed' } })).rejects.toThrow(
      'openapi/basic/openapi.yaml POST /qr/state (qrState): x-scan names the example "passed", which the 200 answer does not document',
    );
  });

  it('stops at unknown keys and at values of the wrong kind, naming the operation and the extension', async () => {
    await expect(
      load({ 'x-puzzle': { solve: 'captchaId', offset: 'x', tolerance: 'five', passed: 'confirmed', failed: 'waiting' } }),
    ).rejects.toThrow('x-puzzle tolerance must be a whole number above 0');
    await expect(
      load({ 'x-third-party': { site: '支付宝', url: 'authUrl', returnTo: 'returnUrl', returns: [], extra: 1 } }),
    ).rejects.toThrow(/x-third-party (has unknown keys extra|returns must list)/);
  });
});
