import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from './tools/chromium.mjs';

const sitePort = process.env.E2E_SITE_PORT ?? '4329';
const cmsPort = process.env.E2E_CMS_PORT ?? '1338';
const work = path.resolve(process.env.E2E_DIR ?? 'var/e2e');
// Tests read these (site, CMS, e-mails, saved sessions) — the stack below is started with the same values.
process.env.E2E_SITE_URL = `http://127.0.0.1:${sitePort}`;
process.env.CMS_URL = `http://127.0.0.1:${cmsPort}`;
process.env.MAIL_OUTBOX_DIR = path.join(work, 'outbox');
process.env.E2E_STATE_DIR = path.join(work, 'state');
process.env.E2E_CMS_DATABASE = path.join(work, 'cms.db');
process.env.REBUILD_SECRET = 'e2e-rebuild-secret';
process.env.PREVIEW_SECRET = 'e2e-preview-secret';

export default defineConfig({
  testDir: 'tests/e2e',
  // Every test makes its own accounts (tests/support/factories.ts) and never changes the demo
  // ones, so tests run in parallel, in any order, and a second run on the same stack
  // (E2E_REUSE=true) starts from what the first left.
  fullyParallel: true,
  workers: 2,
  // One retry in CI shows whether a failure is flaky; a test that passes only on its retry is
  // reported "flaky" in the JSON report, scripts/test.mjs counts it as failed and Playwright's
  // own exit code fails the run (failOnFlakyTests).
  // E2E_RETRIES=0 runs with retries disabled (how the suite is proven stable: three green runs in a row).
  retries: process.env.E2E_RETRIES !== undefined ? Number(process.env.E2E_RETRIES) : process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  // Budgets for a two-core CI machine that runs two browsers, the CMS and the web server at once
  // (a first screen with axe took 35–50 s there); a test that fails still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Per stack, so two engineers' runs (E2E_DIR) never clear each other's traces.
  outputDir: path.join(work, 'test-results'),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'var/test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_SITE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/e2e-stack.mjs',
    // The web server's internal listener (loopback, site port + 1000) answers the status.
    url: `http://127.0.0.1:${Number(sitePort) + 1000}/__status`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === 'true',
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_DIR: work, E2E_SITE_PORT: sitePort, E2E_CMS_PORT: cmsPort, MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR },
  },
});
