// A Vitest reporter that lists the tests that passed only on a retry (flaky), for
// scripts/test.mjs, which fails the run on them. Writes JSON `{ flaky: ["file > name", …] }`
// to the path in VITEST_FLAKY_REPORT (nothing when unset).
import fs from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) {
      this.flaky.push(`${path.relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`);
    }
  }

  onTestRunEnd() {
    const file = process.env.VITEST_FLAKY_REPORT;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ flaky: this.flaky }, null, 2));
  }
}
