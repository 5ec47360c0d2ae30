#!/usr/bin/env node
// Gzip size of the JavaScript a first visit to / requests before the app has rendered its h1, and of every
// lazy chunk.
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
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK);
    // Prefetches (the search screen's code, fetched when idle) are not needed for the first render.
    const scripts = await page.evaluate((mark) => {
      const prefetched = new Set(
        [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname),
      );
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= performance.getEntriesByName(mark)[0].startTime)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js') && !prefetched.has(path));
    }, FIRST_RENDER_MARK);
    const firstRenderKb = scripts.reduce((sum, path) => sum + gzipKb(join(DIST, path)), 0);
    // Lazy: every chunk the first render of / did not need (routes, dialogs, the sync, toasts).
    const lazy = readdirSync(join(DIST, 'assets'))
      .filter((file) => file.endsWith('.js') && !scripts.includes(`/assets/${file}`))
      .map((file) => ({ file, kb: gzipKb(join(DIST, 'assets', file)) }))
      .sort((a, b) => b.kb - a.kb);
    const largest = lazy[0] ?? { file: '-', kb: 0 };
    return [
      row(
        'JS for first render of / (gzip)',
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
