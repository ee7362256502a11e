/**
 * Load and faults (docs/scaling.md): a whole stack (CMS on SQLite, the built site, the web server) under
 * a short real mixed load (40 users × 30 s, tools/load-mix.mjs) while the CMS is killed
 * with SIGKILL and started again on the same database. Checks that the static pages keep
 * answering, that the client area says the service is unavailable with 'Tentar novamente' and
 * keeps the browser's session for when the CMS is back, that a batch in progress resumes with
 * every row applied once, and that no request is applied twice (the server's writes against the
 * 2xx answers the users got — the web proxy never sends a write again on its own).
 *
 * Ports: RESILIENCE_CMS_PORT / RESILIENCE_SITE_PORT (default 8455 / 8456; internal 8457).
 */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../../tools/chromium.mjs';
import { runLoadMix } from '../../tools/load-mix.mjs';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { compareWrites, prepareAccounts, serverWrites, settledWrites, startLoadStack } from '../../tools/load-stack.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const cmsPort = Number(process.env.RESILIENCE_CMS_PORT ?? 8455);
const sitePort = Number(process.env.RESILIENCE_SITE_PORT ?? 8456);
const internalPort = sitePort + 1;
const USERS = 40;
const SECONDS = 30;
/** The kill comes once a batch is being applied and a request and an upload were answered, from this second of the run (at the latest at LAST_KILL_AT). */
const KILL_FROM = 4;
const LAST_KILL_AT = 22;
const TAG = `r${Date.now().toString(36)}`;

type Stack = Awaited<ReturnType<typeof startLoadStack>>;
type Mix = Awaited<ReturnType<typeof runLoadMix>>;

let stack: Stack;
let browser: Browser | null = null;
let mix: Mix;
let killedAtSecond = 0;
const probe: number[] = [];
const seen = {
  downStatus: 0,
  downHeading: '',
  downRetry: 0,
  batchesInProgressAtKill: 0,
  afterUrl: '',
  afterHeading: '',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  let accounts: Awaited<ReturnType<typeof prepareAccounts>> = [];
  stack = await startLoadStack({
    work: path.join(root, `var/resilience-${cmsPort}`),
    cmsPort,
    sitePort,
    env: {
      SITE_INTERNAL_PORT: String(internalPort),
      SITE_REBUILD_URL: `http://127.0.0.1:${internalPort}/__rebuild`,
      // Every simulated user comes from 127.0.0.1: the login limit (a documented setting) out of reach.
      AUTH_RATE_LIMIT_MAX: '100000',
      // A short lease, chunks of 5 rows and a pause per row, so the kill lands inside a batch and it resumes within the test.
      JOBS_LEASE_MS: '3000',
      JOBS_POLL_MS: '500',
      JOBS_CHUNK_ROWS: '5',
      JOBS_ITEM_PAUSE_MS: '250',
    },
    prepare: async (cms) => {
      accounts = await prepareAccounts(cms, { customers: USERS - 4, uploaders: 4, invoices: 2 });
    },
  });

  // A demo client signed in in a real browser before the fault.
  browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: stack.siteUrl, locale: 'pt-BR' });
  const page = await context.newPage();
  const login = await page.request.post('/session/login', {
    headers: SITE_REQUEST_HEADERS,
    data: { email: 'cliente@demo.test', password: 'Demo@1234' },
  });
  if (login.status() !== 200) throw new Error(`demo client login answered ${login.status()}`);
  await page.goto('/area-cliente/home');
  await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();

  let fault: Promise<void> | null = null;
  let looking = false;
  mix = await runLoadMix({
    tag: TAG,
    users: USERS,
    seconds: SECONDS,
    maxRequests: 20_000,
    siteUrl: stack.siteUrl,
    cmsUrl: stack.cmsUrl,
    // The administrators arrive first, so their uploads are being applied when the kill comes.
    accounts: [...accounts.filter((a) => a.kind === 'uploader'), ...accounts.filter((a) => a.kind !== 'uploader')],
    staticPaths: ['/', '/busca', '/login'],
    thinkMs: 300,
    uploadsPerUploader: 3,
    rowsPerUpload: 20,
    onTick: async ({ elapsed, writes }: { elapsed: number; writes: { call: string; ok: boolean }[] }) => {
      if (fault || looking || elapsed < KILL_FROM) return;
      const answered = ['service', 'upload'].every((call) => writes.some((w) => w.call === call && w.ok));
      if (!answered && elapsed < LAST_KILL_AT) return;
      looking = true;
      const server = await serverWrites(stack.env, TAG).catch(() => ({ batches: [], services: [] }));
      const inProgress = server.batches.filter((b) => b.status === 'PROCESSING').length;
      looking = false;
      if (fault || ((inProgress === 0 || server.services.length === 0) && elapsed < LAST_KILL_AT)) return;
      console.log(
        `resilience: CMS killed at ${elapsed.toFixed(1)} s with ${inProgress} batch(es) being applied, ${writes.filter((w) => w.ok).length} writes answered`,
      );
      seen.batchesInProgressAtKill = inProgress;
      killedAtSecond = Math.floor(elapsed);
      fault = (async () => {
        await stack.killCms();
        // Static pages while the CMS is down and starting again.
        let restarting = true;
        const probing = (async () => {
          while (restarting) {
            const res = await fetch(`${stack.siteUrl}/`).catch(() => null);
            probe.push(res?.status ?? 0);
            await res?.arrayBuffer();
            await sleep(200);
          }
        })();
        // The client area while the CMS is down: the page says so and offers to try again.
        const res = await page.reload();
        seen.downStatus = res?.status() ?? 0;
        seen.downHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        seen.downRetry = await page.getByRole('link', { name: 'Tentar novamente' }).count();
        await stack.startCms();
        restarting = false;
        await probing;
        // Back: 'Tentar novamente' opens the same screen in the same session, no sign-in.
        await page.getByRole('link', { name: 'Tentar novamente' }).click();
        await page.waitForLoadState('load');
        seen.afterUrl = new URL(page.url()).pathname;
        seen.afterHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      })();
    },
  });
  await fault;
  console.log(
    `resilience: ${mix.requests} requests, ${mix.errors} errors; calls ${JSON.stringify(mix.calls)}; writes ${JSON.stringify(mix.writes.map((w) => [w.call, w.status]))}; errors ${JSON.stringify(mix.errorSamples)}`,
  );
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the CMS killed (SIGKILL) and restarted in the middle of a mixed load', () => {
  it('keeps answering the static pages with 200 throughout', () => {
    expect(probe.length).toBeGreaterThan(0);
    expect(probe.filter((s) => s !== 200)).toEqual([]);
    expect(mix.calls.static.count).toBeGreaterThan(0);
    expect(mix.calls.static.errors).toBe(0);
  });

  it('answers every call without error before the fault', () => {
    const before = mix.timeline.slice(0, killedAtSecond);
    const errors = before.flatMap((s) => Object.entries(s?.errors ?? {}));
    expect(errors).toEqual([]);
    expect(before.reduce((n, s) => n + Object.values(s?.ok ?? {}).reduce((a, b) => a + b, 0), 0)).toBeGreaterThan(0);
  });

  it('shows the client area as temporarily unavailable with a retry, then continues the same session once the CMS is back', () => {
    expect(seen.downStatus).toBe(503);
    expect(seen.downHeading).toBe('Serviço temporariamente indisponível');
    expect(seen.downRetry).toBe(1);
    expect(seen.afterUrl).toBe('/area-cliente/home');
    expect(seen.afterHeading).toContain('Olá');
  });

  it('resumes a batch that was in progress and applies every row once', async () => {
    expect(seen.batchesInProgressAtKill).toBeGreaterThan(0);
    const server = await settledWrites(stack.env, TAG);
    expect(server.batches.length).toBeGreaterThan(0);
    for (const batch of server.batches) expect(batch).toMatchObject({ status: 'PROCESSED', processed: batch.totalItems, errors: 0 });
    expect(server.batches.some((b) => b.attempts > 1)).toBe(true);
  });

  it('applies no request twice: each 2xx write is on the server once, and nothing no user sent', async () => {
    const verdict = compareWrites(mix.writes, await settledWrites(stack.env, TAG));
    expect(verdict.problems).toEqual([]);
    expect(verdict.services.ok).toBeGreaterThan(0);
    expect(verdict.uploads.ok).toBeGreaterThan(0);
    expect(verdict.services.onServer).toBeLessThanOrEqual(verdict.services.sent);
    expect(verdict.uploads.onServer).toBeLessThanOrEqual(verdict.uploads.sent);
  });
});
