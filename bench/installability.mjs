#!/usr/bin/env node
// Installability errors reported by Chromium over the DevTools protocol, and manifest parse errors.
import { BUDGETS, printTable, row } from './budgets.mjs';
import { launchPersistent } from './lib/chromium.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

export async function measureInstallability({ port = 4602 } = {}) {
  const server = await startServer({ port, dataDir: freshDataDir('install') });
  const context = await launchPersistent();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker?.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    const errors = installabilityErrors.map((e) => e.errorId);
    return [
      row(
        'installability errors',
        errors.length ? errors.join(', ') : 0,
        `${BUDGETS.installabilityErrors}`,
        errors.length === 0,
      ),
      row('manifest parse errors', manifest.errors.length, '0', manifest.errors.length === 0),
    ];
  } finally {
    await context.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printTable(await measureInstallability());
