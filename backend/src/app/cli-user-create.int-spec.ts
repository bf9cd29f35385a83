import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { verifyPasswordHash } from '../modules/accounts/password-hasher.js';
import { createTestDataSource } from '../test/test-database.js';

// `user:create` as an operator runs it: the real CLI (cli/src/main.ts) in its own process, on this
// run's database. The password never travels on the command line: piped in, or typed at a prompt
// that does not echo it.
const BACKEND = fileURLToPath(new URL('../../', import.meta.url));
const LOADER = fileURLToPath(new URL('../test/swc-loader/register.mjs', import.meta.url));
const CLI = fileURLToPath(new URL('../../../cli/src/main.ts', import.meta.url));
const PASSWORD = 'correct horse battery staple';

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startCli(command: string, args: string[]): Run {
  const child = spawn(command, args, { cwd: BACKEND, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['pipe', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { child, output: () => chunks.join(''), exited: once(child, 'exit').then(([code]) => code as number | null) };
}

const cliArgs = (...args: string[]) => ['--import', LOADER, CLI, 'user:create', ...args];
const newEmail = () => `cli-${randomUUID().slice(0, 8)}@cli.test`;

async function waitForOutput(run: Run, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null || Date.now() > deadline) throw new Error(`no "${text}" from the CLI:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('user:create reads the password from standard input or a prompt, never the command line', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await createTestDataSource();
  });
  afterAll(() => dataSource?.destroy());

  const storedHash = async (email: string): Promise<string | undefined> => (await dataSource.query(`SELECT password_hash FROM users WHERE email = $1`, [email]))[0]?.password_hash;

  it('takes the first line of standard input as the password and creates the administrator', async () => {
    const email = newEmail();
    const run = startCli(process.execPath, cliArgs('--email', email, '--name', 'Pat Piper', '--admin'));
    run.child.stdin!.end(`${PASSWORD}\nthe second line is not read\n`);
    expect({ code: await run.exited, output: run.output() }).toEqual({ code: 0, output: expect.stringContaining(`Created ${email} (Pat Piper): Admin`) });
    await expect(verifyPasswordHash((await storedHash(email))!, PASSWORD)).resolves.toBe(true);
    expect(run.output()).not.toContain(PASSWORD);
  }, 60_000);

  it('refuses --password with the reason, and creates nothing', async () => {
    const email = newEmail();
    const run = startCli(process.execPath, cliArgs('--email', email, '--password', PASSWORD));
    run.child.stdin!.end(`${PASSWORD}\n`);
    expect({ code: await run.exited, output: run.output() }).toEqual({ code: 1, output: expect.stringContaining('Error: --password is not accepted: a password on the command line is visible') });
    await expect(storedHash(email)).resolves.toBeUndefined();
  }, 60_000);

  it('refuses an empty standard input, and creates nothing', async () => {
    const email = newEmail();
    const run = startCli(process.execPath, cliArgs('--email', email));
    run.child.stdin!.end();
    expect({ code: await run.exited, output: run.output() }).toEqual({ code: 1, output: expect.stringContaining('Error: No password on standard input') });
    await expect(storedHash(email)).resolves.toBeUndefined();
  }, 60_000);

  it('in a terminal, asks twice without echoing what is typed', async () => {
    const email = newEmail();
    // util-linux `script` gives the CLI a pseudo-terminal; what we write is what a person types.
    const command = [process.execPath, ...cliArgs('--email', email)].map((part) => `'${part}'`).join(' ');
    const run = startCli('script', ['-q', '-e', '-c', command, '/dev/null']);
    await waitForOutput(run, 'Password: ');
    run.child.stdin!.write(`${PASSWORD}\r`);
    await waitForOutput(run, 'Repeat the password: ');
    run.child.stdin!.write(`${PASSWORD}\r`);
    await waitForOutput(run, `Created ${email}`);
    run.child.stdin!.end();
    expect(await run.exited).toBe(0);
    expect(run.output()).not.toContain(PASSWORD);
    await expect(verifyPasswordHash((await storedHash(email))!, PASSWORD)).resolves.toBe(true);
  }, 60_000);

  it('in a terminal, keeps a password typed ahead of its prompt and echoes none of it', async () => {
    const email = newEmail();
    const command = [process.execPath, ...cliArgs('--email', email)].map((part) => `'${part}'`).join(' ');
    const run = startCli('script', ['-q', '-e', '-c', command, '/dev/null']);
    await waitForOutput(run, 'Password: ');
    // A quick typist: both lines arrive before the second prompt is shown.
    run.child.stdin!.write(`${PASSWORD}\r${PASSWORD}\r`);
    await waitForOutput(run, `Created ${email}`);
    run.child.stdin!.end();
    expect(await run.exited).toBe(0);
    expect(run.output()).not.toContain(PASSWORD);
  }, 60_000);
});
