// The main thread's long tasks (over 50 ms) while a customer page loads on a slowed phone: Debian's
// chromium at 390x844 with the CPU slowed 4x (what Lighthouse's mobile preset simulates), a
// performance trace from navigation until the page has been quiet for QUIET_MS. Each long task is
// listed with where its time went (the trace's own events: script evaluation, function calls by
// script, style, layout, parsing), so an attempt at the blocking time can be measured by itself.
// `BENCH_PAGES=/,/menu` (the default), `BENCH_RUNS` (3), `CHROMIUM_PATH`. Prints the tasks of the
// last run and, per page, the median of the runs' blocking time (each task's time over 50 ms, up
// to the last long task); writes bench/results/long-tasks.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root, startApi } from './lib/api.mjs';
import { median } from './lib/table.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/,/menu').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const LONG_MS = 50;
const QUIET_MS = 3_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'blink.user_timing'];

/** The page's main thread (the renderer's main thread that parsed its HTML), as complete events (ph X, or B/E pairs). */
function mainThreadEvents(trace, url) {
  const events = trace.traceEvents;
  const main = events.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(url));
  if (!main) throw new Error(`no main thread parsed ${url} in the trace`);
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const complete = [];
  const open = [];
  for (const event of own.sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X' && typeof event.dur === 'number') complete.push(event);
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) complete.push({ ...begin, ph: 'X', dur: event.ts - begin.ts });
    }
  }
  return complete.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** What one task did: self time (ms) by event name, scripts named by file. */
function breakdown(task, events) {
  const inside = events.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
  const self = new Map();
  const stack = [];
  const label = (event) => {
    const data = event.args?.data ?? event.args?.beginData ?? {};
    const url = data.url ?? data.stackTrace?.[0]?.url ?? '';
    const file = url ? url.split('/').pop().split('?')[0] : '';
    return file ? `${event.name} ${file}${data.functionName ? ` ${data.functionName}` : ''}` : event.name;
  };
  const add = (event, ms) => self.set(label(event), (self.get(label(event)) ?? 0) + ms);
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (stack.length) add(stack.at(-1), -event.dur / 1000);
    add(event, event.dur / 1000);
    stack.push(event);
  }
  return [...self.entries()].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]);
}

const api = await startApi();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${api.url}${path}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForTimeout(QUIET_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      await context.close();
      const events = mainThreadEvents(trace, `${api.url}${path}`);
      const navigation = events.find((event) => event.name === 'ParseHTML')?.ts ?? events[0].ts;
      const tasks = events.filter((event) => event.name === 'RunTask' && event.dur / 1000 > LONG_MS && event.ts >= navigation);
      const blocking = tasks.reduce((sum, task) => sum + task.dur / 1000 - LONG_MS, 0);
      runs.push({
        blockingMs: Math.round(blocking),
        tasks: tasks.map((task) => ({ startMs: Math.round((task.ts - navigation) / 1000), durationMs: Math.round(task.dur / 1000), parts: breakdown(task, events).slice(0, 8).map(([name, ms]) => [name, Math.round(ms)]) })),
      });
    }
    const result = { path, blockingMs: median(runs.map((run) => run.blockingMs)), runs: runs.map((run) => run.blockingMs) };
    results.push({ ...result, tasks: runs.at(-1).tasks });
    console.log(`\n${path}: blocking time (tasks' time over ${LONG_MS} ms, at ${CPU_SLOWDOWN}x) median ${result.blockingMs} ms (runs ${result.runs.join(', ')}); long tasks of the last run:`);
    for (const task of runs.at(-1).tasks) {
      console.log(`  at ${task.startMs} ms, ${task.durationMs} ms: ${task.parts.map(([name, ms]) => `${name} ${ms}`).join('; ')}`);
    }
  }
} finally {
  await browser.close();
  await api.stop();
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'long-tasks.json'), JSON.stringify({ at: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, pages: results }, null, 2));
