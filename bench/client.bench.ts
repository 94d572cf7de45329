// npm run bench:client — what the cipher costs the main thread.
//
// 1. Main-thread time per call through the real client stack (an injected
//    fetch answers at once; its own time is subtracted): an unencrypted call
//    versus x-sm4 request and x-sm4 both calls, with the key pool warm (keys
//    SM2-wrapped ahead of use in a worker thread, as Web Workers do in the
//    browser), and for reference with no pool at all (SM2 on the main thread).
// 2. SM4-CBC throughput of the client (sm-crypto) versus Node's native sm4-cbc.
//
// This file is also the key worker: started as a worker thread it wraps keys.
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import type { Client } from 'openapi-fetch';
import { createApi } from '../src/api/client';
import { OPERATION_DEFAULTS, type OperationBehaviour, type Service } from '../src/api/generated/operations';
import { KeyPool, type KeySource } from '../src/lib/cipher/key-pool';
import { wrapNewKey, type WrappedKey } from '../src/lib/cipher/key-wrap';
import { sm4CbcEncrypt } from '../src/lib/cipher/sm4';

const { publicKey } = JSON.parse(readFileSync(new URL('../mock/dev-keys.json', import.meta.url), 'utf8')) as { publicKey: string };

const ROUNDS = 400;
const WARM_UP_ROUNDS = 50;
const COLD_CALLS = 30;
const POOL_CAPACITY = 8;
const GOAL_MS = 1;

/** The browser's worker key source, rebuilt on worker_threads for Node. */
function workerThreadKeySource(): KeySource {
  // Worker threads do not inherit tsx's loader: register it, then load this file.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(bootstrap, { eval: true });
  const pending = new Map<number, (key: WrappedKey) => void>();
  let nextId = 0;
  worker.on('message', ({ id, key, encryptKey }: { id: number; key: Uint8Array; encryptKey: string }) => {
    pending.get(id)?.({ key, encryptKey });
    pending.delete(id);
  });
  return {
    next: () =>
      new Promise((resolve) => {
        pending.set(nextId, resolve);
        worker.postMessage(nextId);
        nextId += 1;
      }),
    dispose: () => void worker.terminate(),
  };
}

type LoosePaths = Record<
  string,
  Record<'post', { parameters: object; requestBody: { content: { 'application/json': object } }; responses: object }>
>;

function behaviour(sm4: OperationBehaviour['sm4']): OperationBehaviour {
  return { ...OPERATION_DEFAULTS, sm4 };
}

const ROWS = { 'POST /plain': behaviour('none'), 'POST /request': behaviour('request'), 'POST /both': behaviour('both') };
const TABLE: Record<Service, Record<string, OperationBehaviour>> = {
  basic: ROWS,
  person: {},
  unit: {},
  channel: {},
  affair: {},
  'business-center': {},
  'one-thing': {},
};

// A personal-info update and a personal-info answer of realistic size.
const BODY = {
  name: '张三',
  idCard: '320102198807154211',
  cellphone: '13912345678',
  address: '江苏省南京市鼓楼区中山北路 100 号 2 幢 302 室',
  education: [{ school: '南京大学', major: '计算机科学与技术', degree: '学士', from: '2006-09', to: '2010-06' }],
  workUnit: '南京市某某科技有限公司',
};
const ANSWER_MAP = { ...BODY, insured: [{ type: '企业职工基本养老保险', since: '2010-07', status: '正常参保' }], cardNo: 'J32010288' };

/** Answers as the gateway would, natively, timing itself so its cost can be subtracted. */
function gateway(keyOf: Map<string, Buffer>) {
  let spent = 0;
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const started = performance.now();
    const request = input as Request;
    let map: unknown = {};
    if (new URL(request.url).pathname.endsWith('/both')) {
      const { encryptKey } = JSON.parse(await request.text()) as { encryptKey: string };
      const key = keyOf.get(encryptKey);
      if (!key) throw new Error('unknown key');
      const iv = randomBytes(16);
      const cipher = createCipheriv('sm4-cbc', key, iv);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(ANSWER_MAP), 'utf8'), cipher.final()]);
      const sign = createHmac('sm3', key).update(iv).update(ciphertext).digest('hex');
      map = { encryptData: ciphertext.toString('hex'), iv: iv.toString('hex'), sign };
    }
    const response = new Response(JSON.stringify({ appcode: '0', msg: '成功', map }), { headers: { 'Content-Type': 'application/json' } });
    spent += performance.now() - started;
    return response;
  };
  return {
    fetch,
    spent: () => spent,
    reset: () => {
      spent = 0;
    },
  };
}

/** A key source that remembers the keys it hands out, so the fake gateway needs no SM2. */
function remembering(source: KeySource | null, keyOf: Map<string, Buffer>): KeySource {
  const remember = (wrapped: WrappedKey): WrappedKey => {
    keyOf.set(wrapped.encryptKey, Buffer.from(wrapped.key));
    return wrapped;
  };
  return {
    next: async () => remember(source ? await source.next() : wrapNewKey(publicKey)),
    dispose: () => source?.dispose(),
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Sample {
  p50: number;
  p95: number;
}

function summary(values: readonly number[]): Sample {
  return { p50: percentile(values, 50), p95: percentile(values, 95) };
}

type Fake = ReturnType<typeof gateway>;

/** Main-thread milliseconds of one call, the fake gateway's own time excluded. */
async function timeCall(client: Client<LoosePaths>, path: string, fake: Fake): Promise<number> {
  fake.reset();
  const started = performance.now();
  const { error } = await client.POST(path, { body: BODY });
  const elapsed = performance.now() - started - fake.spent();
  if (error) throw new Error(`${path} failed: ${JSON.stringify(error)}`);
  return elapsed;
}

const KINDS = ['/plain', '/request', '/both'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The three kinds interleaved call by call, so load on the machine hits them
 * alike; "added" is the per-round difference to the unencrypted call.
 */
async function timeRounds(client: Client<LoosePaths>, fake: Fake, rounds: number, warm: () => Promise<void>) {
  const times: Record<Kind, number[]> = { '/plain': [], '/request': [], '/both': [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of KINDS) {
      // Outside the timed window: an idle page gives the worker time to refill the pool.
      await warm();
      times[kind].push(await timeCall(client, kind, fake));
    }
  }
  const added = (kind: Kind) => times[kind].map((time, round) => time - times['/plain'][round]!);
  return {
    plain: summary(times['/plain']),
    request: summary(times['/request']),
    both: summary(times['/both']),
    addedRequest: summary(added('/request')),
    addedBoth: summary(added('/both')),
  };
}

async function mainThreadCost() {
  const keyOf = new Map<string, Buffer>();
  const fake = gateway(keyOf);
  const pool = new KeyPool({ publicKey, capacity: POOL_CAPACITY, source: remembering(workerThreadKeySource(), keyOf) });
  const api = createApi({ baseUrl: 'http://bench.local', fetch: fake.fetch, operations: TABLE, cipher: true, keyPool: pool });
  const client = api.basic as unknown as Client<LoosePaths>;
  const warm = async () => {
    while (pool.readyCount === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  await pool.fill();
  await timeRounds(client, fake, WARM_UP_ROUNDS, warm);
  const warmPool = await timeRounds(client, fake, ROUNDS, warm);
  pool.dispose();

  // For reference: no pool, every key wrapped with SM2 on the main thread.
  const coldKeys = new Map<string, Buffer>();
  const coldFake = gateway(coldKeys);
  const coldPool = new KeyPool({ publicKey, capacity: 0, source: remembering(null, coldKeys) });
  const coldApi = createApi({ baseUrl: 'http://bench.local', fetch: coldFake.fetch, operations: TABLE, cipher: true, keyPool: coldPool });
  const coldClient = coldApi.basic as unknown as Client<LoosePaths>;
  const coldTimes: number[] = [];
  for (let i = 0; i < COLD_CALLS; i += 1) coldTimes.push(await timeCall(coldClient, '/request', coldFake));
  return { ...warmPool, cold: summary(coldTimes) };
}

function throughput(encrypt: (data: Uint8Array) => void, size: number, minimumMs: number): number {
  const data = new Uint8Array(randomBytes(size));
  encrypt(data);
  let bytes = 0;
  const started = performance.now();
  while (performance.now() - started < minimumMs) {
    encrypt(data);
    bytes += size;
  }
  return bytes / 1024 / 1024 / ((performance.now() - started) / 1000);
}

function sm4Throughput() {
  const key = new Uint8Array(randomBytes(16));
  const iv = new Uint8Array(randomBytes(16));
  return [1024, 64 * 1024].map((size) => {
    const client = throughput((data) => sm4CbcEncrypt(key, iv, data), size, 1_500);
    const native = throughput(
      (data) => {
        const cipher = createCipheriv('sm4-cbc', key, iv);
        Buffer.concat([cipher.update(data), cipher.final()]);
      },
      size,
      1_500,
    );
    return { size, client, native };
  });
}

const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(11);

async function main(): Promise<void> {
  console.log(`client cipher benchmark — Node ${process.version}, ${ROUNDS} rounds, body ${JSON.stringify(BODY).length} chars`);
  // Timings scale with contention: say how busy the machine was.
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const cost = await mainThreadCost();

  console.log('\n1. main-thread time per call (fake gateway time subtracted; key pool warm, SM2 in a worker thread)');
  console.log(`   ${'call'.padEnd(40)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'added p50'.padStart(13)}${'added p95'.padStart(13)}`);
  const row = (label: string, sample: Sample, added?: Sample) =>
    console.log(`   ${label.padEnd(40)}${ms(sample.p50)}${ms(sample.p95)}${added ? `  ${ms(added.p50)}  ${ms(added.p95)}` : ''}`);
  row('unencrypted', cost.plain);
  row('x-sm4 request (body sealed)', cost.request, cost.addedRequest);
  row('x-sm4 both (sealed, answer opened)', cost.both, cost.addedBoth);
  row('x-sm4 request, no pool (SM2 inline) *', cost.cold, { p50: cost.cold.p50 - cost.plain.p50, p95: cost.cold.p95 - cost.plain.p95 });
  console.log('   added = per round, encrypted minus unencrypted call. * reference: every call without the pool');
  const met = cost.addedRequest.p50 <= GOAL_MS && cost.addedBoth.p50 <= GOAL_MS;
  console.log(`   goal ≤ ${GOAL_MS} ms added at p50 with a warm pool: ${met ? 'met' : 'NOT met'}`);

  console.log("\n2. SM4-CBC encryption throughput: client (sm-crypto) vs Node's native sm4-cbc");
  console.log(`   ${'input'.padEnd(10)}${'client'.padStart(14)}${'native'.padStart(14)}${'native/client'.padStart(16)}`);
  for (const { size, client, native } of sm4Throughput()) {
    const ratio = `${(native / client).toFixed(1)}×`;
    console.log(
      `   ${`${size / 1024} KB`.padEnd(10)}${`${client.toFixed(1)} MB/s`.padStart(14)}${`${native.toFixed(1)} MB/s`.padStart(14)}${ratio.padStart(16)}`,
    );
  }
}

if (isMainThread) {
  await main();
} else {
  parentPort?.on('message', (id: number) => {
    const { key, encryptKey } = wrapNewKey(publicKey);
    parentPort?.postMessage({ id, key, encryptKey });
  });
}
