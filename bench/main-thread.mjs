#!/usr/bin/env node
// Main-thread work at load, as a slow phone does it: each of Lighthouse's four pages loaded cold in Chromium
// at 4× CPU throttling (through CDP, in real time: no simulation), traced until the page has been quiet a
// while. For each load, from the first contentful paint on: the sum of the long tasks (over 50 ms), the
// blocking time they add (what is over 50 ms, as Total Blocking Time counts it) and all the main thread's
// work. Medians and ranges over MAIN_THREAD_RUNS loads (default 5).
//
// BASELINE_DIST=<folder of another build> loads that build's pages too, alternating with this one's, for
// a before/after pair in the same run. Needs a production build in dist/.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long the trace goes on after the load event: the page's start-up work (services, sync) included. */
const AFTER_LOAD_MS = 3_000;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
];

const BUILDS = [
  { label: 'this build', distDir: process.env.DIST_DIR ?? 'dist', port: 4470 },
  ...(process.env.BASELINE_DIST
    ? [{ label: 'baseline', distDir: process.env.BASELINE_DIST, port: 4471 }]
    : []),
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/** A cold load of `url` at the slowdown, traced: the trace's events. */
async function tracedLoad(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: TRACE_CATEGORIES } });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/**
 * The page's main-thread tasks from its first contentful paint on (ms): the renderer that painted it, its
 * main thread, and the outermost tasks there (a task may run others nested in it).
 */
function tasksAfterFirstPaint(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const thread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args.name === 'CrRendererMain',
  );
  const tasks = events.filter(
    (event) =>
      event.pid === paint.pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'RunTask',
  );
  const outermost = tasks.filter(
    (task) =>
      !tasks.some(
        (other) => other !== task && other.ts <= task.ts && other.ts + other.dur >= task.ts + task.dur,
      ),
  );
  return outermost.filter((task) => task.ts >= paint.ts).map((task) => task.dur / 1000);
}

/** One load's figures: long tasks' sum, the blocking time they add, and all the work, in ms. */
function figures(taskMs) {
  const long = taskMs.filter((ms) => ms > LONG_TASK_MS);
  return {
    longTasks: long.reduce((sum, ms) => sum + ms, 0),
    blocking: long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    work: taskMs.reduce((sum, ms) => sum + ms, 0),
  };
}

async function firstDealPath(url) {
  const deals = await (await fetch(`${url}/api/deals?limit=1`)).json();
  return `/deal/${encodeURIComponent(deals[0].id)}`;
}

const servers = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  headless: true,
});
try {
  for (const build of BUILDS)
    servers.push(
      await startServer({ port: build.port, dataDir: freshDataDir('main-thread'), distDir: build.distDir }),
    );
  const pages = ['/', await firstDealPath(servers[0].url), '/search?q=headphones', '/faq'];
  const results = BUILDS.map(() => Object.fromEntries(pages.map((path) => [path, []])));
  for (let run = 1; run <= RUNS; run += 1) {
    for (const path of pages)
      for (const [index, server] of servers.entries())
        results[index][path].push(
          figures(tasksAfterFirstPaint(await tracedLoad(browser, server.url + path))),
        );
    console.log(`  run ${run} of ${RUNS}`);
  }
  console.log(`\nMain thread after the first paint, cold loads at ${CPU_SLOWDOWN}× CPU, ${RUNS} each (ms):`);
  for (const path of pages)
    for (const [index, build] of BUILDS.entries()) {
      const loads = results[index][path];
      const line = ['longTasks', 'blocking', 'work']
        .map((key) => {
          const values = loads.map((load) => load[key]);
          return `${key === 'longTasks' ? 'long tasks' : key} ${Math.round(median(values))} (${range(values)})`;
        })
        .join(', ');
      console.log(`${build.label.padEnd(10)} ${path.padEnd(40)} ${line}`);
    }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
