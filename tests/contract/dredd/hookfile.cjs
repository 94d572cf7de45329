// Dredd loads hook files with require() and hands them its hooks object as the
// module 'hooks'. The hooks themselves are TypeScript (they share the portal's
// cipher code and the run's state), loaded by the runner under tsx; this file
// only passes Dredd's object to the function the runner registered.
/* global require */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Dredd's hook-file API is require('hooks')
const hooks = require('hooks');

globalThis[Symbol.for('hrss-portal.contract.registerHooks')](hooks);
