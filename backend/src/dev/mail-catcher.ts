import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RunningStandin } from './http-server.js';

export interface MailCatcherOptions {
  /** SMTP port; 0 picks a free one. */
  port: number;
  /** Port of the web inbox and its REST API (`GET /api/email`); 0 picks a free one. */
  webPort: number;
  host?: string;
}

export interface RunningMailCatcher extends RunningStandin {
  /** The web inbox; its REST API lives under `${url}/api`. */
  url: string;
  /** What the product's SMTP_URL should be. */
  smtpUrl: string;
}

// MailDev runs in a child process: its dependency tree loads ES modules with require(), which
// Node 20 allows but Jest's module runtime does not, and a child keeps its web stack (fastify,
// socket.io) out of the product's process. The child exits when its parent closes its stdin.
const CHILD_SCRIPT = `
const { MailDev } = await import('maildev');
const maildev = new MailDev(JSON.parse(process.env.WALKDEN_MAILDEV_OPTIONS));
const servers = await maildev.start();
process.stdout.write('WALKDEN_MAILDEV ' + JSON.stringify({ smtpPort: servers.smtp.getPort(), webPort: servers.api.getPort() }) + '\\n');
const stop = () => maildev.stop().finally(() => process.exit(0));
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
`;

/**
 * The SMTP catcher with a web inbox (MailDev). Every message the product sends is kept in a
 * private temporary folder, readable at the web inbox and through its REST API
 * (see mail-inbox.client.ts).
 */
export async function startMailCatcher({ port, webPort, host = '127.0.0.1' }: MailCatcherOptions): Promise<RunningMailCatcher> {
  // A folder of its own: MailDev's default folder is shared by every instance on the machine,
  // so one instance's "delete all" would empty another's inbox.
  const mailDirectory = await mkdtemp(join(tmpdir(), 'walkden-mail-'));
  const options = { smtp: port, web: webPort, ip: host, webIp: host, mailDirectory, silent: true };
  const child = spawn(process.execPath, ['--input-type=module', '--eval', CHILD_SCRIPT], {
    // Bare imports in --eval code resolve from the working directory: this package's node_modules.
    cwd: dirname(fileURLToPath(import.meta.url)),
    env: { ...process.env, WALKDEN_MAILDEV_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });

  const errors: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
  const ports = await new Promise<{ smtpPort: number; webPort: number }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('WALKDEN_MAILDEV ')) resolve(JSON.parse(line.slice('WALKDEN_MAILDEV '.length)));
    });
    child.once('exit', (code) => reject(new Error(`MailDev exited (code ${code}) before it started: ${errors.join('').trim()}`)));
    child.once('error', reject);
  }).catch(async (error: unknown) => {
    await rm(mailDirectory, { recursive: true, force: true });
    throw error;
  });

  return {
    url: `http://${host}:${ports.webPort}`,
    smtpUrl: `smtp://${host}:${ports.smtpPort}`,
    async close() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.stdin.end();
        await exited;
      }
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
