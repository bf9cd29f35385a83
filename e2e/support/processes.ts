import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a command to completion, `input` on its standard input, failing with its output when it fails. */
export function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const { input, ...spawnOptions } = options;
    const child = spawn(command, args, { ...spawnOptions, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(input ?? '');
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output}`))));
  });
}

/** Starts a long-running process whose output goes to a log file. */
export function startLogged(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): ChildProcess {
  const log = createWriteStream(options.logFile);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/** Resolves with the first stdout line that parses as JSON (the stand-ins runner's --json line). */
export function firstJsonLine<T>(child: ChildProcess, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no JSON line within ${timeoutMs} ms`)), timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      lines.close();
      resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with code ${code} before printing its URLs`));
    });
  });
}

export function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Polls a URL until it answers 200, or fails early if the process serving it exits. */
export async function waitForHttpOk(url: string, processes: ChildProcess[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const exited = processes.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (exited) throw new Error(`${exited.spawnargs.join(' ')} exited (${exited.exitCode ?? exited.signalCode}) before ${url} was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s (last: ${last})`);
}

/** SIGTERM, then SIGKILL if the process is still there after graceMs. */
export async function stopProcess(pid: number, graceMs = 10_000): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive() && Date.now() < deadline) await sleep(100);
  if (alive()) process.kill(pid, 'SIGKILL');
}
