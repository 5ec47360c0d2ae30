#!/usr/bin/env node
// Gzip size of the JavaScript a first visit to / requests at load (the page works without the app: it comes
// on intent, decision 0039), of what it requests until the app has taken the page over after a tap on
// Subscribe, and of every lazy chunk.
// Needs a production build in dist/ (npm run build).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { launchPersistent } from './lib/chromium.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

const DIST = process.env.DIST_DIR ?? 'dist';
/** The mark src/app/first-render-mark.tsx sets at the app's first commit. */
const FIRST_RENDER_MARK = 'rarefinds:first-render';
const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;
const round = (n) => Math.round(n * 10) / 10;

export async function measureBundle({ port = 4601 } = {}) {
  const server = await startServer({ port, dataDir: freshDataDir('bundle'), distDir: DIST });
  const context = await launchPersistent({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // The app marks its first commit (src/app/first-render-mark.tsx): its takeover of the page the server
    // drew. Scripts requested after that moment (work deferred until the first screen has rendered, such
    // as the deal sync) are not needed for the first render.
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    // What the page requested up to the mark `until` (all of it without one), less what it only prefetched
    // and never ran: at load, every prefetch; up to the takeover, the search screen's code (the takeover's
    // own chunks were prefetched, then run).
    const requestedScripts = (until) =>
      page.evaluate((until) => {
        const notRun = new Set(
          until
            ? JSON.parse(document.getElementById('prefetched-chunks')?.textContent ?? '[]')
            : [...document.querySelectorAll('link[rel="prefetch"]')].map(
                (link) => new URL(link.href).pathname,
              ),
        );
        const before = until ? performance.getEntriesByName(until)[0].startTime : Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= before)
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js') && !notRun.has(path));
      }, until);
    await page.waitForLoadState('networkidle');
    const atLoad = await requestedScripts();
    // A tap on an app control starts the app (on a phone, Subscribe is in the header's menu).
    const subscribe = page.getByRole('button', { name: 'Subscribe' }).first();
    if (!(await subscribe.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
    await subscribe.click();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK);
    const scripts = [...new Set([...atLoad, ...(await requestedScripts(FIRST_RENDER_MARK))])];
    console.log(`JS at load: ${atLoad.join(', ')}`);
    const atLoadKb = atLoad.reduce((sum, path) => sum + gzipKb(join(DIST, path)), 0);
    const firstRenderKb = scripts.reduce((sum, path) => sum + gzipKb(join(DIST, path)), 0);
    // Lazy: every chunk the first render of / did not need (routes, dialogs, the sync, toasts).
    const lazy = readdirSync(join(DIST, 'assets'))
      .filter((file) => file.endsWith('.js') && !scripts.includes(`/assets/${file}`))
      .map((file) => ({ file, kb: gzipKb(join(DIST, 'assets', file)) }))
      .sort((a, b) => b.kb - a.kb);
    const largest = lazy[0] ?? { file: '-', kb: 0 };
    return [
      row('JS / requests at load, before any tap (gzip)', round(atLoadKb), 'reported', true, ' KB'),
      row(
        'JS for the app’s takeover of / after a tap (gzip)',
        round(firstRenderKb),
        `<= ${BUDGETS.firstRenderJsKb} KB`,
        firstRenderKb <= BUDGETS.firstRenderJsKb,
        ' KB',
      ),
      row(
        `largest lazy chunk (${largest.file})`,
        round(largest.kb),
        `<= ${BUDGETS.lazyChunkKb} KB`,
        largest.kb <= BUDGETS.lazyChunkKb,
        ' KB',
      ),
      row(
        'lazy chunks over budget',
        lazy.filter((c) => c.kb > BUDGETS.lazyChunkKb).length,
        '0',
        lazy.every((c) => c.kb <= BUDGETS.lazyChunkKb),
      ),
    ];
  } finally {
    await context.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printTable(await measureBundle());
