// The Vitest suite's time limits, read by vitest.config.ts and the per-file setup.

/** How long a test may run before it fails. */
export const TEST_TIMEOUT_MS = 20_000;

/**
 * How long findBy* and waitFor wait (Testing Library's default is 1 s): nearly as long as the test
 * may run, so a wait fails only a test that would have failed anyway, and with the page in its
 * message. A first antd render or a lazily loaded part takes seconds on a loaded two-core machine.
 */
export const WAIT_TIMEOUT_MS = TEST_TIMEOUT_MS - 2_000;
