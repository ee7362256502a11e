// `npm test`: unit tests, API tests against a real Strapi (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests against the built site. Reports the time of
// each stage, names every flaky test (passed only on a retry) and counts it as FAILED, and
// ends with one summary line "N passed, N failed". TEST_STAGES=unit,api runs only those stages.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib/env.mjs';

const results = path.join(root, 'var/test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function step(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const firstLine = (text = '') =>
  String(text)
    .split('\n')
    .find((l) => l.trim()) ?? '';

/** What failed in a Vitest report: each failed test, and each file that failed outside a test (a hook, an import). */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`${rel} > ${t.fullName ?? t.title} — ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && !failedTests.length) names.push(`${rel} (outside any test) — ${firstLine(file.message)}`);
  }
  return names;
}

/** Counts of one stage's report: passed, failed, and the names of failed and flaky tests. */
function vitestCounts(project) {
  const report = readJson(path.join(results, `${project}.json`));
  const flaky = readJson(path.join(results, `${project}-flaky.json`))?.flaky ?? [];
  if (!report) return null;
  return {
    passed: (report.numPassedTests ?? 0) - flaky.length,
    failed: report.numFailedTests ?? 0,
    flaky,
    failures: vitestFailures(report),
  };
}

/** Titles of the tests of a Playwright report whose status is `status` ('flaky', 'unexpected'). */
function playwrightTitles(suites, status, titles = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status)
          titles.push(`${spec.file} > ${[suite.title, spec.title].filter(Boolean).join(' > ')} [${test.projectName}]`);
      }
    }
    playwrightTitles(suite.suites, status, titles);
  }
  return titles;
}

function playwrightCounts() {
  const report = readJson(path.join(results, 'e2e.json'));
  if (!report?.stats) return null;
  return {
    passed: report.stats.expected ?? 0,
    failed: report.stats.unexpected ?? 0,
    flaky: playwrightTitles(report.suites, 'flaky'),
    failures: playwrightTitles(report.suites, 'unexpected'),
  };
}

const stages = [
  ...['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : []), 'resilience'].map((project) => ({
    name: project,
    run: () =>
      step(
        bin('vitest'),
        [
          'run',
          '--project',
          project,
          '--reporter=default',
          '--reporter=json',
          '--reporter=./tests/support/vitest-flaky-reporter.mjs',
          `--outputFile.json=${path.join(results, `${project}.json`)}`,
        ],
        { VITEST_FLAKY_REPORT: path.join(results, `${project}-flaky.json`) },
      ),
    counts: () => vitestCounts(project),
  })),
  { name: 'e2e', run: () => step(bin('playwright'), ['test']), counts: playwrightCounts },
];

// TEST_STAGES=unit,api runs only those stages (all by default).
const only = process.env.TEST_STAGES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const selected = only?.length ? stages.filter((s) => only.includes(s.name)) : stages;

const started = Date.now();
let passed = 0;
let failed = 0;
const flaky = [];
const failures = [];
const times = [];
for (const stage of selected) {
  const stageStarted = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  const code = await stage.run();
  const ms = Date.now() - stageStarted;
  const counts = stage.counts();
  // A runner that crashed before reporting, or failed outside any test, still fails the run.
  const stageFailed = Math.max(counts?.failed ?? 0, code !== 0 && !counts?.failed && !counts?.flaky.length ? 1 : 0);
  passed += counts?.passed ?? 0;
  failed += stageFailed + (counts?.flaky.length ?? 0);
  for (const name of counts?.flaky ?? []) flaky.push(`${stage.name}: ${name}`);
  for (const name of counts?.failures ?? []) failures.push(`${stage.name}: ${name}`);
  if (!counts) failures.push(`${stage.name}: the runner ended (code ${code}) without a report`);
  else if (code !== 0 && !counts.failures?.length && !counts.flaky.length)
    failures.push(`${stage.name}: the runner ended with code ${code} outside any test`);
  times.push({ name: stage.name, ms, passed: counts?.passed ?? 0, failed: stageFailed, flaky: counts?.flaky.length ?? 0 });
  console.log(`=== ${stage.name}: ${seconds(ms)} ===`);
}

console.log('\nstage      time       passed  failed  flaky');
for (const t of times) {
  console.log(
    `${t.name.padEnd(10)} ${seconds(t.ms).padStart(9)}  ${String(t.passed).padStart(6)}  ${String(t.failed).padStart(6)}  ${String(t.flaky).padStart(5)}`,
  );
}
console.log(`${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(9)}`);
if (flaky.length) {
  console.log(`\nFLAKY — passed only on a retry, counted as failed (${flaky.length}):`);
  for (const name of flaky) console.log(`  ${name}`);
}
if (failures.length) {
  console.log(`\nFAILED (${failures.length}):`);
  for (const name of failures) console.log(`  ${name}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
