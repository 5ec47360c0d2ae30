#!/usr/bin/env node
// Lighthouse 13 (mobile) on /, a deal page, a search and /faq: the four category scores plus FCP, LCP, TBT
// and CLS, each the median of LIGHTHOUSE_RUNS runs (default 5), with the range over the runs, and Lighthouse's
// benchmarkIndex (its measure of this machine's speed at that moment) beside them: the same page scores
// differently on a busy machine. Needs a production build in dist/.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** LIGHTHOUSE_PAGES=deal,search measures only those of the four pages (home, deal, search, faq). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
    for (const [, path] of measured) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (result.lhr.runtimeError) {
          console.log(
            `  ${path} run ${i + 1}: ${result.lhr.runtimeError.code} — ${result.lhr.runtimeError.message}`,
          );
        }
        runs.push(result.lhr);
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
      for (const category of CATEGORIES) {
        // A category without a score (a failed run) counts as 0.
        const scores = runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
        const score = median(scores);
        const budget = BUDGETS.lighthouse[category];
        rows.push(row(`${path} ${category}${spread(scores)}`, score, `>= ${budget}`, score >= budget));
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
            category !== 'performance'
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
