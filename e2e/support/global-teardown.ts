import { loadState } from './harness.js';
import { teardownHarness } from './teardown-harness.js';

/** Stops what global-setup started and drops the run's database; logs stay in e2e/.tmp/logs. */
export default async function globalTeardown(): Promise<void> {
  const state = loadState();
  if (state) await teardownHarness(state);
}
