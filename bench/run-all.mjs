#!/usr/bin/env node
// Every benchmark, then one table of each figure beside its budget (ARCHITECTURE.md §6).
// Builds the app first unless SKIP_BUILD=1.
import { spawnSync } from 'node:child_process';
import { printTable } from './budgets.mjs';
import { measureBundle } from './bundle-size.mjs';
import { measureData } from './data-chromium.mjs';
import { measureInstallability } from './installability.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureServer } from './server-load.mjs';

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

/** The alerts benchmark (`npm run bench:alerts`) loads the server's TypeScript: through tsx, as its script does. */
async function measureAlerts() {
  const { tsImport } = await import('tsx/esm/api');
  const alerts = await tsImport('./alerts.mjs', import.meta.url);
  return [
    ...(await alerts.measureMatching()),
    ...(await alerts.measureMatchingFromDatabase()),
    ...(await alerts.measureFanout()),
  ];
}

const suites = [
  ['bundle', measureBundle],
  ['installability', measureInstallability],
  ['lighthouse', measureLighthouse],
  ['data in Chromium', measureData],
  ['server', measureServer],
  ['alerts', measureAlerts],
];
const rows = [];
for (const [name, measure] of suites) {
  console.log(`\n--- ${name}`);
  try {
    rows.push(...(await measure()));
  } catch (error) {
    console.error(`${name} failed:`, error);
    rows.push({
      name: `${name} (failed to run)`,
      value: String(error.message).slice(0, 60),
      budget: '-',
      pass: false,
      unit: '',
    });
  }
}
console.log('');
printTable(rows);
process.exit(rows.every((r) => r.pass) ? 0 : 1);
