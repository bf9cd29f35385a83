// `make start` runs this before anything else: are PostgreSQL and Redis reachable at the URLs the
// product will use? If not, it says which URL failed and how to start a server, and exits 1.
// Plain JavaScript so that it runs before the build.
import pg from 'pg';
import { Redis } from 'ioredis';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/walkden';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

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

const [postgresError, redisError] = await Promise.all([checkPostgres(), checkRedis()]);

if (postgresError) {
  console.error(`PostgreSQL is not reachable at ${redact(databaseUrl)} (${postgresError}).`);
}
if (redisError) {
  console.error(`Redis is not reachable at ${redact(redisUrl)} (${redisError}).`);
}
if (postgresError || redisError) {
  console.error(`
Start them, then run \`make start\` again. Either
  with Docker:                 docker compose -f docker/compose.yml up -d postgres redis
  or with Debian's packages:   sudo pg_ctlcluster --skip-systemctl-redirect 15 main start
                               sudo redis-server --daemonize yes --bind 127.0.0.1 --port 6379
Or point DATABASE_URL and REDIS_URL (in .env) at servers you already run.`);
  process.exit(1);
}
console.log(`PostgreSQL at ${redact(databaseUrl)} and Redis at ${redact(redisUrl)} are reachable.`);
