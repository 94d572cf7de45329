// npm run contract:examples -- <dir>: how the backend's answers that proxy mode recorded
// (`npm run mock -- --backend <url> --record <dir>`) differ from the documented examples.
// Exit 1 when any differs. docs/mock-gateway.md, "In front of a real backend".
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const USAGE = `usage: npm run contract:examples -- <dir>

  <dir>   the folder proxy mode recorded into (--record <dir>)`;

const fail = (message) => {
  console.error(`contract:examples: ${message}\n\n${USAGE}`);
  process.exit(2);
};
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const [dir] = args;
if (dir === undefined || args.length > 1) fail('name the one folder proxy mode recorded into');
if (!existsSync(dir)) fail(`${dir} does not exist`);

// The comparison reads the contract through the gateway's TypeScript catalogue.
register();
const { compareRecordedExamples } = await import('./lib/contract-examples.ts');
const { lines, answers, differing } = await compareRecordedExamples(dir);
for (const line of lines) console.log(line);
console.log(`\n${answers} recorded answer(s), ${differing} differing from the documented examples or the schema`);
process.exitCode = differing > 0 ? 1 : 0;
