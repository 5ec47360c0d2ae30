#!/usr/bin/env node
// The browser tests, each repeated, on a machine kept busy: `stress-ng --cpu 2` runs beside them for the whole
// run, as other jobs do on a CI machine. A test that passes only on a quiet machine fails here. No retries:
// every failure counts. Prints "N runs, N failed" last and exits non-zero on any failure.
//
//   npm run test:stress                          every browser test, 5 times each
//   STRESS_REPEAT=10 npm run test:stress -- tests/e2e/contact.spec.ts
//   STRESS_CPU_WORKERS=0 npm run test:stress     without the load (to compare)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildMain, buildPlain } from './e2e-builds.mjs';

const repeat = Number(process.env.STRESS_REPEAT ?? 5);
const cpuWorkers = Number(process.env.STRESS_CPU_WORKERS ?? 2);
const extraArgs = process.argv.slice(2);
const report = '.tmp/test-reports/stress.json';

function stressNg() {
  if (cpuWorkers === 0) return null;
  if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error('stress-ng is needed to load the machine: apt-get install stress-ng');
    process.exit(2);
  }
  // Its own process group, so stopping it stops every worker it started.
  const load = spawn('stress-ng', ['--cpu', String(cpuWorkers), '--timeout', '0', '--quiet'], {
    stdio: 'ignore',
    detached: true,
  });
  console.log(`stress-ng --cpu ${cpuWorkers} is loading the machine (pid ${load.pid})`);
  return load;
}

function stop(load) {
  if (!load?.pid) return;
  try {
    process.kill(-load.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

console.log("\n=== the browser tests' builds");
if (!(buildMain() && buildPlain())) {
  console.log('\n0 runs, 1 failed (the build)');
  process.exit(1);
}

mkdirSync('.tmp/test-reports', { recursive: true });
rmSync(report, { force: true });
const load = stressNg();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop(load);
    process.exit(130);
  });
}

const started = Date.now();
const args = ['playwright', 'test', `--repeat-each=${repeat}`, '--retries=0', ...extraArgs];
console.log(`\n=== npx ${args.join(' ')}`);
const run = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
});
stop(load);

const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
if (!results) {
  console.log(`\nNo report: playwright exited with ${run.status}`);
  console.log('0 runs, 1 failed');
  process.exit(1);
}

/** Every failed run, by test title, with how many of its repeats failed. */
const failures = new Map();
const visit = (suite, titles) => {
  for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const failed = test.results.filter((result) => !['passed', 'skipped'].includes(result.status)).length;
      if (failed) {
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        failures.set(title, (failures.get(title) ?? 0) + failed);
      }
    }
  }
};
visit(results, []);

const { expected, unexpected, flaky } = results.stats;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n${repeat} repeats each, ${cpuWorkers} stress-ng CPU workers, ${minutes} min`);
for (const [title, count] of failures) console.log(`  failed ${count}×: ${title}`);
console.log(`${expected + unexpected + flaky} runs, ${unexpected + flaky} failed`);
process.exit(unexpected + flaky === 0 && run.status === 0 ? 0 : 1);
