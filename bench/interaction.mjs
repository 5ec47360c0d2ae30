#!/usr/bin/env node
// The first taps that need the app, on a page loaded cold at 4× CPU throttling (through CDP): on a deal page,
// the wishlist heart and then Share; on /, Subscribe. For each tap: its INP (the longest Event Timing entry of
// the tap's pointer and click events: the time to the next paint after it) and tap-to-done (the heart
// pressed, the share or subscribe dialog open), as the median and the range over INTERACTION_RUNS runs
// (default 5). Lighthouse never sees these: the app starts at the first tap (docs/decisions/0039).
//
// BASELINE_DIST=<folder of another build> measures that build too, in the same run, for a before/after pair.
// Needs a production build in dist/.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const INP_BUDGET_MS = 200;

const BUILDS = [
  { label: 'this build', distDir: process.env.DIST_DIR ?? 'dist', port: 4460 },
  ...(process.env.BASELINE_DIST
    ? [{ label: 'baseline', distDir: process.env.BASELINE_DIST, port: 4461 }]
    : []),
];

// Notes each pointerdown's time and keeps every Event Timing entry, from the page's first moment.
const RECORD_EVENTS = () => {
  window.__taps = [];
  window.__events = [];
  document.addEventListener('pointerdown', () => window.__taps.push(performance.now()), true);
  new PerformanceObserver((list) => window.__events.push(...list.getEntries())).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/** How long a tap may take to be done before the run reports it as never done. */
const DONE_WAIT_MS = 15_000;

/** Resolves, in the page, with the ms from the last pointerdown until `selector` matches (null: never). */
function doneAfterTap(page, selector) {
  return page.evaluate(
    ([wanted, waitMs]) =>
      new Promise((resolve) => {
        const check = () => {
          if (!document.querySelector(wanted)) return;
          observer.disconnect();
          resolve(performance.now() - window.__taps.at(-1));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, waitMs);
      }),
    [selector, DONE_WAIT_MS],
  );
}

/** The tap's INP: the longest event entry since its pointerdown. */
const inpSinceLastTap = (page) =>
  page.evaluate(async () => {
    // Event Timing entries arrive after the next paint: give them a frame or two.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const since = window.__taps.at(-1);
    const durations = window.__events
      .filter((entry) => entry.startTime >= since - 1 && /pointer|click|key/.test(entry.name))
      .map((entry) => entry.duration);
    return Math.max(0, ...durations);
  });

async function tap(page, locator, doneSelector) {
  const done = doneAfterTap(page, doneSelector);
  await locator.click();
  const toDone = await done;
  return { inp: await inpSinceLastTap(page), toDone };
}

async function coldPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(RECORD_EVENTS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  // The shopper reads first: the page's own start-up work is over before the tap.
  await page.waitForLoadState('networkidle');
  return { context, page };
}

async function measure(build, browser) {
  const server = await startServer({
    port: build.port,
    dataDir: freshDataDir('interaction'),
    distDir: build.distDir,
  });
  const results = { heart: [], share: [], subscribe: [] };
  try {
    const listing = await (await fetch(`${server.url}/api/deals?limit=1`)).json();
    const dealPath = `/deal/${encodeURIComponent((listing.deals ?? listing.items ?? listing)[0].id)}`;
    for (let run = 1; run <= RUNS; run += 1) {
      const deal = await coldPage(browser, server.url + dealPath);
      results.heart.push(
        await tap(
          deal.page,
          deal.page.getByRole('button', { name: 'Save to wishlist' }),
          '[aria-pressed="true"]',
        ),
      );
      results.share.push(
        await tap(
          deal.page,
          deal.page.getByRole('button', { name: 'Share', exact: true }),
          'dialog[open], [role="dialog"]',
        ),
      );
      await deal.context.close();
      const home = await coldPage(browser, `${server.url}/`);
      // On a phone, Subscribe is in the header's menu: the shopper opens the menu first.
      const subscribe = home.page.getByRole('button', { name: 'Subscribe' }).first();
      if (!(await subscribe.isVisible()))
        await home.page.getByRole('button', { name: /menu/i }).first().click();
      results.subscribe.push(await tap(home.page, subscribe, 'dialog[open], [role="dialog"]'));
      await home.context.close();
      console.log(`  ${build.label}, run ${run} of ${RUNS}`);
    }
  } finally {
    await server.stop();
  }
  return results;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  headless: true,
});
const lines = [];
try {
  for (const build of BUILDS) {
    const results = await measure(build, browser);
    for (const [name, taps] of Object.entries(results)) {
      const inps = taps.map((entry) => entry.inp);
      const toDone = taps.map((entry) => entry.toDone).filter((value) => value !== null);
      const never = taps.length - toDone.length;
      const verdict = median(inps) <= INP_BUDGET_MS ? 'met' : 'NOT met';
      lines.push(
        `${build.label.padEnd(10)} ${name.padEnd(9)} INP median ${Math.round(median(inps))} ms (${range(inps)}), ` +
          `budget ${INP_BUDGET_MS}: ${verdict}; tap-to-done ` +
          (toDone.length > 0 ? `median ${Math.round(median(toDone))} ms (${range(toDone)})` : 'never') +
          (never > 0 ? `, not done within ${DONE_WAIT_MS / 1000} s in ${never} of ${taps.length}` : ''),
      );
    }
  }
} finally {
  await browser.close();
}
console.log(`\nFirst taps at ${CPU_SLOWDOWN}× CPU, ${RUNS} cold loads each:`);
for (const line of lines) console.log(line);
