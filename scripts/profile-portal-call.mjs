// Measures an authenticated portal call (`GET /api/user/sap` of the demo client, 50 connections,
// 10 s) through the web server and straight at the CMS with a bearer, beside the CMS's `/_health`,
// on a throwaway stack started as `npm start` runs it (NODE_ENV=production), and takes a CPU
// profile of the CMS (node --cpu-prof) whose samples during the straight-at-the-CMS load are
// summarised (top frames by self and inclusive time). Figures and summary go to stdout; the raw
// profile stays in the work folder. Used for docs/profiles/portal-call.md.
//
// PROFILE_CMS_PORT / PROFILE_SITE_PORT (1451 / 4451), PROFILE_CALLS (comma list of paths, default
// /api/user/sap), PROFILE_EMAIL (the demo account, default cliente@demo.test), PROFILE_SITE=1 (a CPU
// profile of the web server too, over its load), PROFILE_INDUSTRIAL=1 (the industrial network
// grown to 2,000 contracts × 3 years first, as `BENCH_ONLY=industrial`; with
// CONSUMPTION_CACHE_MAX_ENTRIES=0 the dashboards compute every answer, nothing kept).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../server/env.mjs';
import { SITE_REQUEST_HEADERS } from '../src/lib/site-request.mjs';
import { measure } from './lib/load.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { startSiteServer, startThrowawayCms } from '../tools/throwaway-stack.mjs';
import { summariseProfile } from './lib/cpu-profile.mjs';
import { productionStackEnv } from './lib/production-stack.mjs';
import { growIndustrial, sqliteDb } from './lib/industrial-bench.mjs';

const cmsPort = Number(process.env.PROFILE_CMS_PORT ?? 1451);
const sitePort = Number(process.env.PROFILE_SITE_PORT ?? 4451);
const calls = (process.env.PROFILE_CALLS ?? '/api/user/sap').split(',').filter(Boolean);
const email = process.env.PROFILE_EMAIL ?? 'cliente@demo.test';
const profileSite = process.env.PROFILE_SITE === '1';
const work = path.join(root, `var/profile-${cmsPort}`);
// Production mode as `npm start` runs it: random secrets (the production guard refuses known ones).
const env = await productionStackEnv(work, { cmsPort, sitePort });
if (process.env.CONSUMPTION_CACHE_MAX_ENTRIES !== undefined) env.CONSUMPTION_CACHE_MAX_ENTRIES = process.env.CONSUMPTION_CACHE_MAX_ENTRIES;
const profileDir = path.join(work, 'profile');
const cmsEnv = { ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` };
const siteProfileDir = path.join(work, 'site-profile');
const siteEnv = profileSite ? { ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${siteProfileDir}` } : env;

const row = (name, r) => `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} |`;
const cms = await startThrowawayCms(work, cmsEnv, { quiet: true });
let window = 0;
let siteWindow;
try {
  if (process.env.PROFILE_INDUSTRIAL === '1') {
    const db = sqliteDb(env.DATABASE_FILENAME);
    try {
      console.log(`Industrial network grown: ${await growIndustrial(db)} rows written.`);
    } finally {
      await db.close();
    }
  }
  await buildRelease(env, { quiet: true });
  const site = await startSiteServer(siteEnv);
  let siteDown = false;
  const stopSite = async () => {
    if (siteDown) return;
    siteDown = true;
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  };
  try {
    const login = await fetch(`${env.SITE_URL}/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL, ...SITE_REQUEST_HEADERS },
      body: JSON.stringify({ email, password: 'Demo@1234' }),
    });
    if (!login.ok) throw new Error(`site login ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const direct = await fetch(`${env.CMS_URL}/api/portal/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo@1234', keepConnected: false }),
    });
    const { jwt } = await direct.json();
    if (!jwt) throw new Error(`cms login ${direct.status}`);
    console.log('| call | requests/s | p50 | p99 | errors |');
    console.log('|---|---:|---:|---:|---:|');
    const health = await measure(`${env.CMS_URL}/_health`, { connections: 50, seconds: 10 });
    console.log(row('`/_health` (CMS)', health));
    const siteBegan = Date.now();
    for (const call of calls) {
      const through = await measure(`${env.SITE_URL}${call}`, {
        connections: 50,
        seconds: 10,
        headers: { cookie, ...SITE_REQUEST_HEADERS },
      });
      console.log(row(`\`${call}\` (web server → CMS)`, through));
      console.log(`  ratio to /_health: ${(through.rps / health.rps).toFixed(2)}`);
    }
    await stopSite();
    siteWindow = (Date.now() - siteBegan) / 1000;
    const began = Date.now();
    for (const call of calls) {
      const straight = await measure(`${env.CMS_URL}${call}`, {
        connections: 50,
        seconds: 10,
        headers: { authorization: `Bearer ${jwt}` },
      });
      console.log(row(`\`${call}\` (CMS, bearer)`, straight));
    }
    window = (Date.now() - began) / 1000;
  } finally {
    await stopSite();
  }
} finally {
  const exited = new Promise((resolve) => cms.once('exit', resolve));
  const killedAt = Date.now();
  cms.kill('SIGTERM');
  await exited;
  window += (Date.now() - killedAt) / 1000;
}
console.log(`\nMachine load average over the last minute: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores).\n`);
const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
console.log(summariseProfile(profile, { lastSeconds: window, top: 15 }));
if (profileSite) {
  const siteFile = fs.readdirSync(siteProfileDir).find((f) => f.endsWith('.cpuprofile'));
  console.log('\n### Web server\n');
  console.log(
    summariseProfile(JSON.parse(fs.readFileSync(path.join(siteProfileDir, siteFile), 'utf8')), { lastSeconds: siteWindow, top: 15 }),
  );
}
