// A Vitest reporter for `npm test` (scripts/test-all.mjs): writes the tests that failed once and passed when
// tried again, as "file › name", to the JSON file VITEST_FLAKY_REPORT names. Vitest's own JSON report does
// not tell a retried pass from a first one, and a flaky test is to be named, not hidden.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyTestsReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const file = process.env.VITEST_FLAKY_REPORT;
    if (!file) return;
    const flaky = [];
    for (const testModule of testModules)
      for (const testCase of testModule.children.allTests())
        if (testCase.diagnostic()?.flaky)
          flaky.push(`${relative(process.cwd(), testModule.moduleId)} › ${testCase.fullName}`);
    writeFileSync(file, JSON.stringify(flaky));
  }
}
