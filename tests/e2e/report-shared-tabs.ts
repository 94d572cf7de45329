// A setup file of the browser tests (vitest.e2e.config.ts): it runs before each test
// file, so each file's tests get the report of a failure on a tab they share.
import { afterEach } from 'vitest';
import { reportFailureOnSharedTabs } from './harness';

afterEach(({ task }) => reportFailureOnSharedTabs(task));
