// npm run mock: the gateway on MOCK_PORT (default 4010); MOCK_STRICT=1 turns
// response-contract violations into 500s. `-- --backend <url>` (or MOCK_BACKEND)
// puts it in front of a real backend (proxy mode, docs/mock-gateway.md). Ctrl-C stops it.
import { resolve } from 'node:path';
import { PROXY_USAGE, readProxyOptions } from '../scripts/lib/proxy-options.mjs';
import { proxyNotice } from './proxy/proxy';
import { startGateway } from './server';

let proxy: ReturnType<typeof readProxyOptions>;
try {
  proxy = readProxyOptions(process.argv.slice(2));
} catch (error) {
  console.error(`[mock] ${(error as Error).message}\n\n${PROXY_USAGE}`);
  process.exit(2);
}

// The state lasts across restarts in a git-ignored folder (docs/mock-gateway.md, "State").
const gateway = await startGateway({
  stateDir: process.env.MOCK_STATE_DIR ?? resolve(import.meta.dirname, '../.mock-state'),
  proxy,
}).catch((error: unknown) => {
  if (!(error instanceof Error && error.message.startsWith('proxy mode:'))) throw error;
  console.error(`[mock] ${error.message}`);
  process.exit(2);
});
console.log(
  `[mock] gateway listening on ${gateway.url} (/api/<service>/… and /zuul/api/<service>/…)${proxy ? ` in front of ${proxy.backend}` : ''}; docs/mock-gateway.md lists the switches`,
);
for (const line of proxy ? proxyNotice(proxy) : []) console.log(`[mock] ${line}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // No process.exit: the last log lines (hung requests) are written as their sockets close.
  gateway.close().catch((error: unknown) => {
    console.error(`[mock] closing failed: ${String(error)}`);
    process.exitCode = 1;
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
