// Options of an npm run command, parsed with node:util: --help prints the usage,
// a bad option ends the process with exit code 2, the message and the usage. With
// `{ positionals: true }` the words that are no option (those after `--` among them) are
// returned too.
import { parseArgs } from 'node:util';

export function commandLine(name, usage, options, { positionals: allowPositionals = false } = {}) {
  const fail = (message) => {
    console.error(`${name}: ${message}\n\n${usage}`);
    process.exit(2);
  };
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
      allowPositionals,
    }));
  } catch (error) {
    fail(error.message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { values, positionals, fail };
}
