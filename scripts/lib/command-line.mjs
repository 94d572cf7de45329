// Options of an npm run command, parsed with node:util: --help prints the usage,
// a bad option ends the process with exit code 2, the message and the usage.
import { parseArgs } from 'node:util';

export function commandLine(name, usage, options) {
  const fail = (message) => {
    console.error(`${name}: ${message}\n\n${usage}`);
    process.exit(2);
  };
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } }));
  } catch (error) {
    fail(error.message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { values, fail };
}
