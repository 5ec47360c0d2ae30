#!/usr/bin/env node
// The whole test suite: typecheck, lint, unit/component/data/server tests (vitest), the production
// build, and browser tests (Playwright + Debian's Chromium) against our own server.
// Prints the combined totals last as "N passed, N failed" and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { SENTINEL_ENV } from './check-bundle-secrets.mjs';
import { buildMain, buildPlain } from './e2e-builds.mjs';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

let passed = 0;
let failed = 0;
/** What failed and what passed only when tried again, named once more at the end, beside the totals. */
const failures = [];
const flakies = [];

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
    failures.push(label);
    console.log(`FAILED: ${label}`);
  }
};

/** The browser tests whose outcome is `status` ('flaky': failed once, then passed), as "file:line › title". */
const browserTests = (suites, status) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === status))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...browserTests(suite.suites ?? [], status),
  ]);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);

const vitestReport = `${reportDir}/vitest.json`;
const vitestFlakyReport = `${reportDir}/vitest-flaky.json`;
// Like the browser tests, a test that fails once is tried again and, if it then passes, named as flaky.
const vitestOk = run(
  'vitest',
  'npx',
  [
    'vitest',
    'run',
    '--retry=1',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-flaky-reporter.mjs',
    `--outputFile.json=${vitestReport}`,
  ],
  { VITEST_FLAKY_REPORT: vitestFlakyReport },
);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults) {
    const name = relative(process.cwd(), file.name);
    for (const test of file.assertionResults)
      if (test.status === 'failed') failures.push(`${name} › ${test.fullName}`);
    // A suite that fails to load has no failed tests of its own; count it.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed += 1;
      failures.push(`${name} (did not load)`);
    }
  }
}
flakies.push(...(readJson(vitestFlakyReport) ?? []));
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  failed += 1;
  failures.push('vitest (ended without a report of a failed test)');
}

// The browser tests' two builds (scripts/e2e-builds.mjs). The main one is also the secrets check's build:
// a sentinel value in every plausible secret name, none of which may reach dist/.
console.log("\n=== build: the browser tests' main build (with sentinel secrets) and their plain build");
const buildOk = buildMain(SENTINEL_ENV) && buildPlain();
if (!buildOk) {
  failed += 1;
  failures.push('build');
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
    failures.push(...browserTests(e2e.suites, 'unexpected'));
    flakies.push(...browserTests(e2e.suites, 'flaky'));
  }
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) {
    failed += 1;
    failures.push('browser tests (ended without a report of a failed test)');
  }
}

// Named last, where a CI log's tail shows them.
if (flakies.length > 0) {
  console.log(`\nPassed only on their second try (flaky, to be mended): ${flakies.length}`);
  for (const name of flakies) console.log(`  ${name}`);
}
if (failures.length > 0) {
  console.log(`\nFailed: ${failures.length}`);
  for (const name of failures) console.log(`  ${name}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
