// Portal API calls under load (docs/scaling.md): `/api/user/sap` and `/api/invoices?period=ALL` of
// cliente@demo.test and one dashboard call of programador@demo.test, through the web server
// (signed in through /session/login, cookie) and straight at the CMS (bearer from the portal
// login), beside the CMS's `/_health` in the same run — on the throwaway SQLite stack and on a
// second throwaway stack on PostgreSQL (a database `bench_<random>` created and dropped here).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { measure } from '../lib/load.mjs';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { startCmsProcess, waitForHttp } from '../../tools/processes.mjs';
import { startSiteServer } from '../../tools/throwaway-stack.mjs';
import { cmsBearer, loadLine, siteSessionCookie } from './common.mjs';
import { freePort } from './static.mjs';

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DASHBOARD_CALL = '/api/consumption-schedule/dashboard/axis-proportion';
// [key, label, account, path]
const CALLS = [
  ['sap', '`/api/user/sap`', 'cliente@demo.test', '/api/user/sap'],
  ['invoices', '`/api/invoices?period=ALL`', 'cliente@demo.test', '/api/invoices?period=ALL'],
  ['dashboard', '`dashboard/axis-proportion`', 'programador@demo.test', DASHBOARD_CALL],
];
const LOAD = { connections: 50, seconds: 10 };

/** Runs `work` with a client of the PostgreSQL server's `postgres` database (create and drop the bench's databases). */
export async function pgAdmin(work) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The figures of one stack: /_health, then each call through the web server and straight at the CMS. */
async function measureStack(env) {
  const out = { health: await measure(`${env.CMS_URL}/_health`, LOAD) };
  const sessions = new Map();
  for (const [key, , email, call] of CALLS) {
    if (!sessions.has(email))
      sessions.set(email, { cookie: (await siteSessionCookie(env, email)).cookie, bearer: await cmsBearer(env, email) });
    const { cookie, bearer } = sessions.get(email);
    const viaWeb = { cookie, ...SITE_REQUEST_HEADERS };
    const viaCms = { authorization: `Bearer ${bearer}` };
    for (const [base, headers] of [
      [env.SITE_URL, viaWeb],
      [env.CMS_URL, viaCms],
    ]) {
      const res = await fetch(`${base}${call}`, { headers });
      if (res.status !== 200) throw new Error(`bench api: ${base}${call} as ${email} answered ${res.status} ${await res.text()}`);
    }
    out[`${key}Web`] = await measure(`${env.SITE_URL}${call}`, { ...LOAD, headers: viaWeb });
    out[`${key}Cms`] = await measure(`${env.CMS_URL}${call}`, { ...LOAD, headers: viaCms });
  }
  return out;
}

/**
 * A second CMS and web server on a fresh PostgreSQL database, the same release; stopped and
 * dropped after `work`. `site: false` starts the CMS alone (sections that talk to it straight).
 */
export async function withPostgresStack(ctx, work, { site: withSite = true } = {}) {
  const name = `bench_${crypto.randomBytes(6).toString('hex')}`;
  await pgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const [cmsPort, sitePort, internalPort] = [await freePort(), await freePort(), await freePort()];
  const dir = path.join(ctx.work, 'postgres');
  const env = {
    ...ctx.env,
    DATABASE_URL: url.href,
    CMS_PORT: String(cmsPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
    PORT: String(sitePort),
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    SITE_INTERNAL_PORT: String(internalPort),
    // No rebuilds: the web server serves the release the bench built from the SQLite stack.
    SITE_REBUILD_URL: '',
    SESSION_DIR: path.join(dir, 'sessions'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
  };
  fs.mkdirSync(dir, { recursive: true });
  let cms = null;
  let site = null;
  try {
    cms = startCmsProcess(env, { quiet: true });
    await waitForHttp(`${env.CMS_URL}/_health`, { child: cms, timeoutMs: 600_000 });
    if (withSite) site = await startSiteServer(env);
    return await work(env);
  } finally {
    site?.kill('SIGTERM');
    if (cms) {
      cms.kill('SIGTERM');
      await new Promise((r) => (cms.exitCode !== null ? r() : cms.once('exit', r)));
    }
    await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

const cell = (r, health) =>
  r ? `${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${(r.rps / health.rps).toFixed(2)}` : '— | — | — | —';

export async function run(ctx) {
  const { say } = ctx;
  say('### Portal API under load: SQLite and PostgreSQL (50 connections, 10 s each)');
  say('');
  say(
    "`/api/user/sap` and `/api/invoices?period=ALL` of cliente@demo.test and `dashboard/axis-proportion` (PORTAL-API §17) of programador@demo.test, through the web server (signed in through `/session/login`, the session cookie) and straight at the CMS (the portal login's bearer), beside the CMS's `/_health` measured in the same run; on the throwaway SQLite stack and on a second throwaway stack on PostgreSQL (a fresh seeded database on this machine's server, dropped after). `÷ health`: requests/s over that stack's `/_health`.",
  );
  say('');
  const figures = { sqlite: await measureStack(ctx.env) };
  let pgNote = '';
  const reachable = await pgAdmin((c) => c.query('SELECT 1')).then(
    () => true,
    (error) => ((pgNote = `PostgreSQL not measured: no server at ${new URL(PG_URL).host} (${error.message}).`), false),
  );
  if (reachable) figures.postgres = await withPostgresStack(ctx, measureStack);
  ctx.figures.api = figures;
  say('| call | via | SQLite req/s | p50 | p99 | ÷ health | PostgreSQL req/s | p50 | p99 | ÷ health |');
  say('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const { sqlite, postgres } = figures;
  const line = (label, via, key) =>
    say(
      `| ${label} | ${via} | ${cell(sqlite[key], sqlite.health)} | ${postgres ? cell(postgres[key], postgres.health) : '— | — | — | —'} |`,
    );
  line('`/_health`', 'CMS', 'health');
  for (const [key, label] of CALLS) {
    line(label, 'web server → CMS', `${key}Web`);
    line(label, 'CMS, bearer', `${key}Cms`);
  }
  say('');
  const errors = Object.entries(figures).flatMap(([db, f]) =>
    Object.entries(f)
      .filter(([, r]) => r.errors)
      .map(([k, r]) => `${db} ${k} ${r.errors}`),
  );
  for (const note of [errors.length ? `Errors (status ≥ 400 or connection): ${errors.join(', ')}.` : '', pgNote].filter(Boolean)) {
    say(note);
    say('');
  }
  say(loadLine());
  say('');
}
