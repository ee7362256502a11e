import { defineConfig } from '@playwright/test';
import path from 'node:path';

const sitePort = process.env.E2E_SITE_PORT ?? '4329';
const cmsPort = process.env.E2E_CMS_PORT ?? '1338';
const work = path.resolve(process.env.E2E_DIR ?? 'var/e2e');
// Tests read these (e-mails, CMS) — the stack below is started with the same values.
process.env.CMS_URL = `http://127.0.0.1:${cmsPort}`;
process.env.MAIL_OUTBOX_DIR = path.join(work, 'outbox');
process.env.E2E_CMS_DATABASE = path.join(work, 'cms.db');
process.env.REBUILD_SECRET = 'e2e-rebuild-secret';
process.env.PREVIEW_SECRET = 'e2e-preview-secret';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'var/test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'var/test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-stack.mjs',
    url: `http://127.0.0.1:${sitePort}/__status`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === 'true',
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_DIR: work, E2E_SITE_PORT: sitePort, E2E_CMS_PORT: cmsPort, MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR },
  },
});
