import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const BACKEND = fileURLToPath(new URL('../../', import.meta.url));
const LOADER = fileURLToPath(new URL('./swc-loader/register.mjs', import.meta.url));

export interface BackendProcess {
  process: ChildProcess;
  output: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

/** A real backend process (main.ts or worker.ts) from the TypeScript sources, its output kept for failures. */
export function startBackendProcess(entry: 'main.ts' | 'worker.ts', env: NodeJS.ProcessEnv): BackendProcess {
  const child = spawn(process.execPath, ['--import', LOADER, `src/${entry}`], { cwd: BACKEND, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { process: child, output, exited };
}

/** Polls `check` until it holds; fails with the process's last output if it exits or time runs out. */
export async function waitForProcess(what: string, child: BackendProcess, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (child.process.exitCode !== null || Date.now() > deadline) throw new Error(`${what} did not start:\n${child.output.join('').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopBackendProcess(child: BackendProcess, graceMs = 5_000): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  await Promise.race([child.exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  await child.exited;
}
