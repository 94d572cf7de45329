// npm run mock: the gateway on MOCK_PORT (default 4010); MOCK_STRICT=1 turns
// response-contract violations into 500s. Ctrl-C stops it.
import { resolve } from 'node:path';
import { startGateway } from './server';

// The state lasts across restarts in a git-ignored folder (docs/mock-gateway.md, "State").
const gateway = await startGateway({ stateDir: process.env.MOCK_STATE_DIR ?? resolve(import.meta.dirname, '../.mock-state') });
console.log(
  `[mock] gateway listening on ${gateway.url} (/api/<service>/… and /zuul/api/<service>/…); docs/mock-gateway.md lists the switches`,
);

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
