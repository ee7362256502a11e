// `npm test`: unit tests, component tests (React screens in jsdom), API tests against a real Strapi (SQLite, then PostgreSQL), resilience,
// then browser tests against the built site. Before any test runs it checks that what each chosen
// stage needs is there (PostgreSQL, Redis, Chromium, nginx): a missing one is named in one line with the
// command that starts it, and the run fails rather than passing with less. Reports the time of
// each stage, names every flaky test (passed only on a retry) and counts it as FAILED, names every
// skipped or to-do test, and ends with one summary line "N passed, N failed, N skipped".
// TEST_STAGES=unit,api runs only those stages; the API stages and the resilience faults share two lanes (PLAN below).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { HEADLESS_CHROMIUM_PATH } from '../tools/chromium.mjs';
import { BROTLI_STATIC_MODULE, NGINX } from '../tools/nginx-config.mjs';
import { root } from '../server/env.mjs';

const results = path.join(root, 'var/test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * Runs one stage's command. With `log`, its output goes to that file (a stage running beside
 * another, printed when both end) instead of this terminal.
 */
function step(command, args, env = {}, log = null) {
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, 'w') : null;
    const child = spawn(command, args, {
      cwd: root,
      stdio: out === null ? 'inherit' : ['ignore', out, out],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('exit', (code) => {
      if (out !== null) fs.closeSync(out);
      resolve(code ?? 1);
    });
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
    skipped: vitestSkipped(report),
  };
}

/** Every test of a Vitest report that did not run: skipped (`.skip`, `skipIf`, `runIf`) or to-do. */
function vitestSkipped(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    for (const t of file.assertionResults ?? [])
      if (['skipped', 'pending', 'todo', 'disabled'].includes(t.status))
        names.push(`${rel} > ${t.fullName ?? t.title} (${t.status === 'todo' ? 'to do' : 'skipped'})`);
  }
  return names;
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
    skipped: playwrightTitles(report.suites, 'skipped').map((name) => `${name} (skipped)`),
  };
}

/** True when something accepts TCP connections at host:port within a second. */
function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const PG_DEFAULT = 'postgres://postgres@127.0.0.1:5432/test';

/** What each stage needs besides Node, and how a developer starts it when it is missing. */
const needs = {
  postgres: async () => {
    if (!process.env.TEST_DATABASE_URL)
      return `TEST_DATABASE_URL is not set: export TEST_DATABASE_URL=${PG_DEFAULT} (PostgreSQL 15 on 127.0.0.1:5432, trust auth)`;
    const url = new URL(process.env.TEST_DATABASE_URL);
    return (await reachable(url.hostname || '127.0.0.1', url.port || 5432))
      ? null
      : `PostgreSQL does not answer at ${url.hostname}:${url.port || 5432}: start it (e.g. pg_ctlcluster 15 main start, or apt-get install postgresql)`;
  },
  redis: async () => {
    const url = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
    return (await reachable(url.hostname, url.port || 6379))
      ? null
      : `Redis does not answer at ${url.hostname}:${url.port || 6379}: start it (e.g. redis-server --daemonize yes, or apt-get install redis-server)`;
  },
  chromium: async () =>
    fs.existsSync(HEADLESS_CHROMIUM_PATH)
      ? null
      : `Chromium is not at ${HEADLESS_CHROMIUM_PATH}: apt-get install -y chromium-headless-shell chromium fonts-dejavu-core`,
  nginx: async () =>
    fs.existsSync(NGINX) && fs.existsSync(BROTLI_STATIC_MODULE)
      ? null
      : `nginx with its brotli module is not installed (${NGINX}, ${BROTLI_STATIC_MODULE}): apt-get install -y nginx libnginx-mod-http-brotli-static`,
};

/** Stage → what it needs: the API stage proves the shared limits through Redis, the resilience stage runs PostgreSQL and Redis stacks and nginx in front. */
const STAGE_NEEDS = {
  unit: [],
  component: [],
  api: ['redis'],
  'api-pg': ['postgres', 'redis'],
  resilience: ['postgres', 'redis', 'nginx'],
  e2e: ['chromium'],
};

// The plan: waves run one after another; the lanes of a wave run at once, each lane's stages in
// order. The two API stages each keep one Strapi busy at a time (about one core), so on two cores
// they overlap almost fully; the SQLite one ends minutes earlier, and the resilience faults
// (one stack at a time, about a core) take its lane instead of waiting for PostgreSQL's. Their
// files use their own ports, template databases, Redis prefixes and PostgreSQL databases (the
// resilience drop ends only its own database's connections). Browser tests run alone.
// TEST_SERIAL=true runs every stage on its own.
const PLAN = [[['unit']], [['component']], [['api', 'resilience'], ['api-pg']], [['e2e']]];

const stages = [
  ...['unit', 'component', 'api', 'api-pg', 'resilience'].map((project) => ({
    name: project,
    run: (log) =>
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
        log,
      ),
    counts: () => vitestCounts(project),
  })),
  { name: 'e2e', run: (log) => step(bin('playwright'), ['test'], {}, log), counts: playwrightCounts },
];

// TEST_STAGES=unit,api runs only those stages (all by default).
const only = process.env.TEST_STAGES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const selected = only?.length ? stages.filter((s) => only.includes(s.name)) : stages;

// Before any test: every chosen stage's needs, each missing one in one line.
const missing = [];
for (const stage of selected)
  for (const need of STAGE_NEEDS[stage.name] ?? []) {
    const problem = await needs[need]();
    if (problem) missing.push(`${stage.name} cannot run — ${problem}`);
  }
if (missing.length) {
  for (const line of missing) console.log(line);
  console.log(`\n0 passed, ${missing.length} failed`);
  process.exit(1);
}

const started = Date.now();
let passed = 0;
let failed = 0;
const flaky = [];
const failures = [];
const skipped = [];
const times = [];
/** Runs one stage (its output to `log` when given) and records its counts and time. */
async function runStage(stage, log) {
  const stageStarted = Date.now();
  const code = await stage.run(log);
  const ms = Date.now() - stageStarted;
  if (log) {
    console.log(`\n=== ${stage.name} (ran beside the stage above; its output) ===`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
  }
  const counts = stage.counts();
  // A runner that crashed before reporting, or failed outside any test, still fails the run.
  const stageFailed = Math.max(counts?.failed ?? 0, code !== 0 && !counts?.failed && !counts?.flaky.length ? 1 : 0);
  passed += counts?.passed ?? 0;
  failed += stageFailed + (counts?.flaky.length ?? 0);
  for (const name of counts?.flaky ?? []) flaky.push(`${stage.name}: ${name}`);
  for (const name of counts?.failures ?? []) failures.push(`${stage.name}: ${name}`);
  for (const name of counts?.skipped ?? []) skipped.push(`${stage.name}: ${name}`);
  if (!counts) failures.push(`${stage.name}: the runner ended (code ${code}) without a report`);
  else if (code !== 0 && !counts.failures?.length && !counts.flaky.length)
    failures.push(`${stage.name}: the runner ended with code ${code} outside any test`);
  times.push({
    name: stage.name,
    ms,
    passed: counts?.passed ?? 0,
    failed: stageFailed,
    flaky: counts?.flaky.length ?? 0,
    skipped: counts?.skipped?.length ?? 0,
  });
  console.log(`=== ${stage.name}: ${seconds(ms)} ===`);
}

const chosen = new Set(selected.map((s) => s.name));
const stageNamed = (name) => selected.find((s) => s.name === name);
const waves =
  process.env.TEST_SERIAL === 'true'
    ? selected.map((stage) => [[stage]])
    : PLAN.map((lanes) =>
        lanes.map((lane) => lane.filter((name) => chosen.has(name)).map(stageNamed)).filter((lane) => lane.length),
      ).filter((lanes) => lanes.length);
for (const lanes of waves) {
  console.log(`\n=== ${lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join(' + ')} ===`);
  // The first lane writes to this terminal as it runs; the others to a file each, printed after.
  await Promise.all(
    lanes.map(async (lane, i) => {
      for (const stage of lane) await runStage(stage, i === 0 ? null : path.join(results, `${stage.name}.log`));
    }),
  );
}

console.log('\nstage      time       passed  failed  flaky  skipped');
for (const t of times) {
  console.log(
    `${t.name.padEnd(10)} ${seconds(t.ms).padStart(9)}  ${String(t.passed).padStart(6)}  ${String(t.failed).padStart(6)}  ${String(t.flaky).padStart(5)}  ${String(t.skipped).padStart(7)}`,
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
if (skipped.length) {
  console.log(`\nSKIPPED or TO DO — not run (${skipped.length}):`);
  for (const name of skipped) console.log(`  ${name}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped.length} skipped`);
process.exit(failed > 0 ? 1 : 0);
