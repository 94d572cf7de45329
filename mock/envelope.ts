// Cipher envelopes by hand, for curl sessions against x-sm4 operations
// (docs/mock-gateway.md shows the round trip):
//   npx tsx mock/envelope.ts seal '<plaintext JSON>'       envelope on stdout, SM4 key (hex) on stderr
//   npx tsx mock/envelope.ts open <key hex> '<answer JSON>' the answer with its map decrypted
// A JSON argument of "-" is read from stdin. Uses the development key pair.
import { readFileSync } from 'node:fs';
import { buildRequestEnvelope, openResponseMap } from './cipher';
import { DEV_KEYS } from './dev-keys';

const USAGE = 'usage: envelope.ts seal <json|-> | envelope.ts open <key hex> <answer json|->';

function jsonArgument(value: string | undefined): string {
  if (value === undefined) throw new Error(USAGE);
  const text = value === '-' ? readFileSync(0, 'utf8') : value;
  JSON.parse(text);
  return text;
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'seal') {
    const { envelope, key } = buildRequestEnvelope(jsonArgument(args[0]), DEV_KEYS.publicKey);
    console.log(JSON.stringify(envelope));
    console.error(key.toString('hex'));
  } else if (command === 'open' && args[0] && /^[0-9a-f]{32}$/i.test(args[0])) {
    const answer = JSON.parse(jsonArgument(args[1])) as { map?: unknown };
    console.log(JSON.stringify({ ...answer, map: openResponseMap(answer.map, Buffer.from(args[0], 'hex')) }, null, 2));
  } else {
    throw new Error(USAGE);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
