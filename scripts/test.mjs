// `npm test`: unit tests, API tests against a real Strapi (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests against the built site. Ends with one
// summary line "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib/env.mjs';

const results = path.join(root, 'var/test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function step(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const projects = ['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
const codes = [];
for (const project of projects) {
  codes.push(
    await step(bin('vitest'), [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(results, `${project}.json`)}`,
    ]),
  );
}
codes.push(await step(bin('playwright'), ['test']));

let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(results).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
  if (report.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
const exitCode = codes.some((c) => c !== 0) ? 1 : 0;
if (exitCode && failed === 0) failed = 1; // a runner that crashed before reporting still fails the run
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
