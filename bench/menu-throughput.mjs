// GET /api/menu against a bare node:http server sending the same bytes from memory, side by side in
// one run (issue 17, Server): throughput ratio (target ≥ 0.5) with 50 connections, p99 at a steady
// 1,000 requests/s (target ≤ 20 ms), and the api's resident memory afterwards (target ≤ 300 MB).
// Both get `Accept-Encoding: br, gzip` as a browser sends, so both send the brotli bytes.
// Writes bench/results/menu-throughput.json.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, root, rssMb, startApi } from './lib/api.mjs';
import { median, printTable } from './lib/table.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'br, gzip' };

const load = (url, options = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

const api = await startApi();
const dir = mkdtempSync(join(tmpdir(), 'bench-menu-'));
let bare;
try {
  const url = `${api.url}/api/menu`;
  const sample = await new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
  const bodyFile = join(dir, 'menu.br');
  writeFileSync(bodyFile, sample.body);
  const copied = Object.fromEntries(['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'].map((name) => [name, sample.headers[name]]).filter(([, value]) => value));
  const barePort = await freePort();
  bare = spawn('node', [join(root, 'bench/lib/bare-server.mjs'), String(barePort), bodyFile, JSON.stringify(copied)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => bare.stdout.once('data', resolve));
  const bareUrl = `http://127.0.0.1:${barePort}/api/menu`;
  console.log(`GET /api/menu: ${sample.body.length} bytes (${sample.headers['content-encoding'] ?? 'identity'}); ${ROUNDS} rounds of ${SECONDS} s per server, ${CONNECTIONS} connections`);

  await load(url, { duration: 3 }); // warm-up
  await load(bareUrl, { duration: 3 });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bareResult = summary(await load(bareUrl));
    const apiResult = summary(await load(url));
    rounds.push({ bare: bareResult, api: apiResult, ratio: apiResult.rps / bareResult.rps });
    console.log(`round ${round + 1}: bare ${bareResult.rps} req/s, api ${apiResult.rps} req/s (p99 ${apiResult.p99} ms, non-2xx ${apiResult.non2xx}), ratio ${(apiResult.rps / bareResult.rps).toFixed(2)}`);
  }
  // For comparison: a small public JSON through the whole Express + Nest pipeline (what the menu skips).
  const pipeline = summary(await load(`${api.url}/api/settings`));
  console.log(`GET /api/settings through Express + Nest: ${pipeline.rps} req/s (p99 ${pipeline.p99} ms)`);
  const steadyRuns = [];
  for (let round = 0; round < ROUNDS; round++) steadyRuns.push(summary(await load(url, { overallRate: 1000, connections: 20 })));
  const rss = rssMb(api.pid);

  const figures = {
    ratio: median(rounds.map((round) => round.ratio)),
    apiRps: median(rounds.map((round) => round.api.rps)),
    bareRps: median(rounds.map((round) => round.bare.rps)),
    p99At1000: median(steadyRuns.map((run) => run.p99)),
    rps1000: median(steadyRuns.map((run) => run.rps)),
    rssMb: Math.round(rss),
  };
  printTable('GET /api/menu (median of the rounds)', [
    { figure: `api throughput, ${CONNECTIONS} connections`, value: figures.apiRps, unit: 'req/s' },
    { figure: 'bare node:http, same bytes', value: figures.bareRps, unit: 'req/s' },
    { figure: 'GET /api/settings via Express + Nest', value: pipeline.rps, unit: 'req/s' },
    { figure: 'ratio api / bare', value: figures.ratio, target: '≥ 0.5', met: figures.ratio >= 0.5 },
    { figure: `p99 at ${figures.rps1000} req/s`, value: figures.p99At1000, unit: 'ms', target: '≤ 20 ms', met: figures.p99At1000 <= 20 },
    { figure: 'api resident memory after the load', value: figures.rssMb, unit: 'MB', target: '≤ 300 MB', met: figures.rssMb <= 300 },
  ]);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/menu-throughput.json'), JSON.stringify({ at: new Date().toISOString(), bytes: sample.body.length, rounds, pipeline, steadyRuns, figures }, null, 2));
  if (rounds.some((round) => round.api.non2xx > 0 || round.api.errors > 0)) throw new Error('the api answered errors under load');
} finally {
  bare?.kill();
  rmSync(dir, { recursive: true, force: true });
  await api.stop();
}
