import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` until it holds; a check that throws counts as "not yet". On timeout it fails
 * naming what it waited for, the check's last error and whatever `explain` adds (a process's
 * last lines, a job's last tick), so that a red run says why.
 */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000, explain: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const details = [lastError ? `last error: ${(lastError as Error).message}` : '', explain()].filter(Boolean).join('\n');
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${details ? `\n${details}` : ''}`);
    }
    await sleep(50);
  }
}
