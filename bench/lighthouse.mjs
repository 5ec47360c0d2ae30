#!/usr/bin/env node
// Lighthouse 13 (mobile) on /, a deal page, a search and /faq: the four category scores plus FCP, LCP, TBT
// and CLS, each the median of LIGHTHOUSE_RUNS runs (default 5), with the range over the runs, and Lighthouse's
// benchmarkIndex (its measure of this machine's speed at that moment) beside them: the same page scores
// differently on a busy machine. A run Lighthouse failed to record is tried again. `/search` asks not to be
// indexed, by design, so its SEO score leaves that one audit out. Needs a production build in dist/.
// LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES, LIGHTHOUSE_AT_INDEX and LIGHTHOUSE_LONG_TASKS: see below.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** LIGHTHOUSE_PAGES=deal,search measures only those of the four pages (home, deal, search, faq). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/**
 * LIGHTHOUSE_AT_INDEX=1200 measures as on a machine of that benchmarkIndex, whatever this one's speed: each
 * run's page load is recorded first, then scored with the mobile CPU slowdown (4×) scaled by the
 * benchmarkIndex read in that very recording over the target's. Lighthouse's simulation multiplies every
 * task's observed time by that slowdown, so a moment twice as fast gets twice the slowdown.
 */
const AT_INDEX = Number(process.env.LIGHTHOUSE_AT_INDEX ?? 0);
const MOBILE = throttling.mobileSlow4G;
/** LIGHTHOUSE_LONG_TASKS=1 lists each run's long tasks under it: what its TBT is made of. */
const LONG_TASKS = process.env.LIGHTHOUSE_LONG_TASKS === '1';

/** A run's long tasks as Lighthouse timed them (at its slowdown): start, length, and the script they ran. */
const longTasks = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? []).map(
    (task) => `long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url}`,
  );
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Audits a page fails on purpose: /search asks not to be indexed (an endless set of result pages). */
const DELIBERATE = { search: ['is-crawlable'] };

const auditsOf = (lhr, category) => (lhr.categories[category]?.auditRefs ?? []).map((ref) => ref.id);

/**
 * A category's score (0 without one: a failed run). With audits left out, it is weighed again as
 * Lighthouse weighs it: audits without a score, such as those not applicable, do not count.
 */
function categoryScore(lhr, category, leftOut) {
  const own = lhr.categories[category]?.score ?? 0;
  if (!leftOut.some((id) => auditsOf(lhr, category).includes(id))) return own;
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !leftOut.includes(ref.id) && typeof lhr.audits[ref.id]?.score === 'number',
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (weight === 0) return own;
  return refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight;
}

/** Lighthouse may fail to record a page load (NO_NAVSTART and the like): such a run is tried again. */
const ATTEMPTS_PER_RUN = 3;

/**
 * One recording of the page, scored: at the mobile CPU slowdown, or with LIGHTHOUSE_AT_INDEX, recorded to
 * disk and then scored at the slowdown that recording's benchmarkIndex calls for.
 */
async function recordedRun(url, port) {
  const settings = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  if (!AT_INDEX) return (await lighthouse(url, { ...settings, port, throttling: MOBILE })).lhr;
  const dir = mkdtempSync(join(tmpdir(), 'rarefinds-lighthouse-run-'));
  try {
    await lighthouse(url, { ...settings, port, gatherMode: dir });
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const throttling = {
      ...MOBILE,
      cpuSlowdownMultiplier: (MOBILE.cpuSlowdownMultiplier * artifacts.BenchmarkIndex) / AT_INDEX,
    };
    // The simulated run records the page unthrottled, whatever the slowdown: the recording's settings are
    // given the slowdown it is scored at, as Lighthouse asks of a recording scored again.
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    return (await lighthouse(url, { ...settings, auditMode: dir, throttling })).lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One run's report: the first that recorded the page, else the last attempt's (its scores count as 0). */
async function measuredRun(url, port, number) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    lhr = await recordedRun(url, port);
    if (!lhr.runtimeError) return lhr;
    console.log(
      `  ${url} run ${number}, attempt ${attempt}: ${lhr.runtimeError.code} — ${lhr.runtimeError.message}`,
    );
  }
  return lhr;
}

async function firstDealPath(url) {
  const deals = await (await fetch(`${url}/api/deals?limit=1`)).json();
  return `/deal/${encodeURIComponent(deals[0].id)}`;
}

export async function measureLighthouse({ port = 4603 } = {}) {
  const server = await startServer({ port, dataDir: freshDataDir('lighthouse') });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    const pages = {
      home: '/',
      deal: await firstDealPath(server.url),
      search: '/search?q=headphones',
      faq: '/faq',
    };
    const measured = Object.entries(pages).filter(([name]) => !ONLY || ONLY.includes(name));
    for (const [name, path] of measured) {
      const leftOut = DELIBERATE[name] ?? [];
      const runs = [];
      const slowdowns = [];
      for (let i = 0; i < RUNS; i += 1) {
        const lhr = await measuredRun(`${server.url}${path}`, chrome.port, i + 1);
        const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN;
        slowdowns.push(slowdown);
        runs.push(lhr);
        // Each run beside the machine's speed at that moment: a slow run on a slow moment says little.
        const value = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        console.log(
          `  ${path} run ${i + 1}: benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)}, ` +
            `CPU slowdown ${slowdown.toFixed(1)}×, ` +
            `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
            `TBT ${value('total-blocking-time')} ms, LCP ${value('largest-contentful-paint')} ms`,
        );
        if (LONG_TASKS) for (const task of longTasks(lhr)) console.log(`    ${task}`);
      }
      const spread = (values, format = Math.round) =>
        values.length > 1 ? ` (runs ${format(Math.min(...values))}–${format(Math.max(...values))})` : '';
      const benchmarkIndex = runs
        .map((lhr) => lhr.environment?.benchmarkIndex)
        .filter((v) => typeof v === 'number');
      rows.push(
        row(
          `${path} benchmarkIndex${spread(benchmarkIndex)}`,
          Math.round(median(benchmarkIndex)),
          'report',
          true,
        ),
      );
      if (AT_INDEX)
        rows.push(
          row(
            `${path} … measured as at benchmarkIndex ${AT_INDEX}: CPU slowdown${spread(slowdowns, (v) => v.toFixed(1))}`,
            median(slowdowns).toFixed(1),
            'report',
            true,
            '×',
          ),
        );
      for (const category of CATEGORIES) {
        const scores = runs.map((lhr) => Math.round(categoryScore(lhr, category, leftOut) * 100));
        const score = median(scores);
        const budget = BUDGETS.lighthouse[category];
        const without = leftOut.filter((id) => auditsOf(runs[0], category).includes(id));
        const label = `${path} ${category}${without.length ? ` without ${without.join(', ')}` : ''}`;
        rows.push(row(`${label}${spread(scores)}`, score, `>= ${budget}`, score >= budget));
      }
      // A run that failed to measure an audit (lhr.runtimeError, printed above) has no numericValue.
      const audit = (id) => {
        const values = runs.map((lhr) => lhr.audits[id]?.numericValue).filter((v) => typeof v === 'number');
        return values.length > 0 ? median(values) : undefined;
      };
      const shown = (value, format) => (value === undefined ? 'n/a' : format(value));
      rows.push(
        row(`${path} FCP`, shown(audit('first-contentful-paint'), Math.round), 'report', true, ' ms'),
      );
      rows.push(
        row(`${path} LCP`, shown(audit('largest-contentful-paint'), Math.round), 'report', true, ' ms'),
      );
      const tbt = runs
        .map((lhr) => lhr.audits['total-blocking-time']?.numericValue)
        .filter((v) => typeof v === 'number');
      rows.push(
        row(
          `${path} TBT${spread(tbt)}`,
          shown(audit('total-blocking-time'), Math.round),
          `<= ${BUDGETS.totalBlockingTimeMs} ms`,
          (audit('total-blocking-time') ?? Number.POSITIVE_INFINITY) <= BUDGETS.totalBlockingTimeMs,
          ' ms',
        ),
      );
      rows.push(
        row(
          `${path} CLS`,
          shown(audit('cumulative-layout-shift'), (v) => v.toFixed(3)),
          'report',
          true,
        ),
      );
      const failing = runs[Math.floor(RUNS / 2)];
      for (const category of CATEGORIES) {
        for (const ref of failing.categories[category]?.auditRefs ?? []) {
          const audited = failing.audits[ref.id];
          if (
            audited &&
            ref.weight > 0 &&
            audited.score !== null &&
            audited.score < 1 &&
            category !== 'performance' &&
            !leftOut.includes(audited.id)
          ) {
            console.log(`  ${path} ${category}: ${audited.id} — ${audited.title}`);
            for (const item of audited.details?.items ?? [])
              console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) printTable(await measureLighthouse());
