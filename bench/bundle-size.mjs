#!/usr/bin/env node
// Gzip size of the JavaScript a first visit to / requests before its h1 shows, and of every lazy chunk.
// Needs a production build in dist/ (npm run build).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { launchPersistent } from './lib/chromium.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

const DIST = process.env.DIST_DIR ?? 'dist';
const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;
const round = (n) => Math.round(n * 10) / 10;

export async function measureBundle({ port = 4601 } = {}) {
  const server = await startServer({ port, dataDir: freshDataDir('bundle'), distDir: DIST });
  const context = await launchPersistent({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // Note the moment the first h1 enters the page: scripts requested after it (work deferred until the
    // first screen has rendered, such as the deal sync) are not needed for the first render.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')) return;
        window.__firstH1At = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= (window.__firstH1At ?? Number.POSITIVE_INFINITY))
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    const firstRenderKb = scripts.reduce((sum, path) => sum + gzipKb(join(DIST, path)), 0);
    const assets = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
    const entry = readFileSync(join(DIST, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1];
    const lazy = assets
      .filter((file) => file !== entry)
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
