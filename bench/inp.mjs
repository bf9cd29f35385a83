// Interaction to Next Paint (issue 30) for a customer's two busiest interactions on the menu page:
//  - Add to Cart: scroll to an item, read it for a second, open its dialog, choose its second option, add it
//    (three interactions);
//  - choosing a collection slot on the menu's "Select Delivery Option & Time" card.
// Debian's chromium at a phone's size (390x844, touch) with the CPU slowed 4x through the DevTools
// Protocol, against the built api on a database of its own (seeded). Each interaction's duration comes
// from the Event Timing API (a PerformanceObserver of 'event' entries, the longest entry of each
// interactionId: what web-vitals' onINP reports for a page with fewer than 50 interactions). A fresh
// browser context per run; the median of BENCH_RUNS (5) runs of each journey's worst interaction.
// The restaurant clock is pinned with X-Test-Now (a Thursday, 11:00), so slots are offered whatever
// the day: the api runs with NODE_ENV=development and TEST_CLOCK_ENABLED.
// Writes bench/results/inp.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root, startApi } from './lib/api.mjs';
import { median, printTable } from './lib/table.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const INP_TARGET_MS = 200;
const NOW = '2031-01-02T11:00:00Z'; // a Thursday, 11:00 in London: the day's later slots are offered

/** Collects the longest event entry of each interaction, from before the page's own scripts run. */
function observeInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration) window.__interactions.set(entry.interactionId, { name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** The interactions since `seen` (their ids), once the browser has reported them (after the next paints). */
async function interactionsSince(page, seen) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  const all = await page.evaluate(() => [...window.__interactions.entries()]);
  const fresh = all.filter(([id]) => !seen.has(id));
  for (const [id] of fresh) seen.add(id);
  return fresh.map(([, entry]) => entry);
}

const api = await startApi({ env: { NODE_ENV: 'development', TEST_CLOCK_ENABLED: 'true' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const runs = [];
try {
  const menu = await (await fetch(`${api.url}/api/menu?view=takeaway`, { headers: { 'x-test-now': NOW } })).json();
  const item = menu.categories
    .flatMap((category) => category.items)
    .find((candidate) => candidate.isAvailable && candidate.options.length > 1 && candidate.choiceGroups.every((group) => group.minChoices === 0));
  if (!item) throw new Error('the seeded menu has no item with two options and no required choice');

  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-test-now': NOW } });
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${api.url}/menu`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    // Let the start-up settle (the socket's first connect, the slot list), as a customer reading the page would.
    await page.waitForTimeout(2_000);
    const seen = new Set(await page.evaluate(() => [...window.__interactions.keys()]));

    const card = page.getByRole('article', { name: item.name });
    // The customer scrolls to the item and reads it (a second) before the tap.
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_000);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${item.name} to Cart` });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: new RegExp(item.options[1].name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const addToCart = await interactionsSince(page, seen);

    const slotCard = page.getByRole('region', { name: 'Select Delivery Option & Time' });
    const slot = slotCard.getByRole('button', { name: /^\d{2}:\d{2}, [1-9]\d* left$/ }).first();
    await slot.click();
    await page.waitForFunction((element) => element.getAttribute('aria-pressed') === 'true', await slot.elementHandle());
    const chooseSlot = await interactionsSince(page, seen);

    const worst = (entries) => Math.round(Math.max(0, ...entries.map((entry) => entry.duration)));
    runs.push({ addToCart: { inp: worst(addToCart), interactions: addToCart }, chooseSlot: { inp: worst(chooseSlot), interactions: chooseSlot } });
    console.log(`run ${run + 1}: Add to Cart ${worst(addToCart)} ms (${addToCart.map((entry) => `${entry.name} ${Math.round(entry.duration)}`).join(', ')}); choose a slot ${worst(chooseSlot)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await api.stop();
}

const figures = { addToCart: median(runs.map((run) => run.addToCart.inp)), chooseSlot: median(runs.map((run) => run.chooseSlot.inp)) };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/inp.json'), JSON.stringify({ at: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, runs, figures }, null, 2));
printTable(`Interaction to Next Paint on /menu, phone size, CPU ${CPU_SLOWDOWN}x slower (median of ${RUNS} runs' worst interaction)`, [
  { figure: 'Add to Cart (open the dialog, choose an option, add)', value: figures.addToCart, unit: 'ms', target: `≤ ${INP_TARGET_MS} ms`, met: figures.addToCart <= INP_TARGET_MS },
  { figure: 'choose a slot', value: figures.chooseSlot, unit: 'ms', target: `≤ ${INP_TARGET_MS} ms`, met: figures.chooseSlot <= INP_TARGET_MS },
]);
