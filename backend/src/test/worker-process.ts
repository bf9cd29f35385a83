import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the worker logged so far. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, sockets are just cut (a crash, an OOM kill). */
  kill(): Promise<void>;
}

/**
 * The real worker (src/worker.ts) in a child process with this run's database and Redis prefix,
 * so that a test can kill it the way an operating system does. Resolves once its jobs run.
 */
export async function startWorkerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', join(here, 'swc-loader', 'register.mjs'), join(here, '..', 'worker.ts')], {
    cwd: join(here, '..', '..'),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit');
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('job workers started')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The worker process did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
