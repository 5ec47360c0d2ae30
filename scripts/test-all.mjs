#!/usr/bin/env node
// The whole test suite: typecheck, lint, unit/component/data/server tests (vitest), the production
// build, and browser tests (Playwright + Debian's Chromium) against our own server.
// Prints the combined totals last as "N passed, N failed" and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { SENTINEL_ENV } from './check-bundle-secrets.mjs';
import { buildMain, buildPlain } from './e2e-builds.mjs';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

let passed = 0;
let failed = 0;

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

/** A step that is not a test runner counts as one check. */
const check = (label, command, args) => {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    console.log(`FAILED: ${label}`);
  }
};

/** The browser tests that failed once and passed when tried again, as "file:line › title". */
const flakyTests = (suites = []) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...flakyTests(suite.suites),
  ]);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);

const vitestReport = `${reportDir}/vitest.json`;
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A suite that fails to load has no failed tests of its own; count it.
  failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) failed += 1;

// The browser tests' two builds (scripts/e2e-builds.mjs). The main one is also the secrets check's build:
// a sentinel value in every plausible secret name, none of which may reach dist/.
console.log("\n=== build: the browser tests' main build (with sentinel secrets) and their plain build");
const buildOk = buildMain(SENTINEL_ENV) && buildPlain();
if (!buildOk) {
  failed += 1;
} else {
  check('secrets check', 'node', ['scripts/check-bundle-secrets.mjs', 'dist']);
  const e2eReport = `${reportDir}/playwright.json`;
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const e2e = readJson(e2eReport);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    const flaky = flakyTests(e2e.suites);
    if (flaky.length > 0) {
      console.log(`\nPassed only on their second try (flaky, to be mended): ${flaky.length}`);
      for (const name of flaky) console.log(`  ${name}`);
    }
  }
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
