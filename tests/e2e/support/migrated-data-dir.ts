// A migrated, empty PGlite data directory made once per browser-test run (playwright.config.ts's global
// setup), copied for each server a spec starts on a new directory: creating a database costs a few seconds
// of CPU each time, a copy a fraction of a second.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const TEMPLATE_DIR = resolve(import.meta.dirname, '../../../.tmp/e2e-migrated-data');

/** Playwright's global setup: the database creator of the tests' main build, run once. */
export default function makeMigratedDataDir(): void {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const creator = join(process.env.DIST_DIR ?? 'dist', 'server', 'create-pglite-database.js');
  execFileSync(process.execPath, [creator, TEMPLATE_DIR], { stdio: 'inherit' });
}

/** Gives a new data directory the template's database; a directory that exists is left as it is. */
export function prepareDataDir(dataDir: string): void {
  if (!existsSync(dataDir) && existsSync(TEMPLATE_DIR)) cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
}
