// Measures what one sign-in costs the servers, in CPU time rather than wall time (so a busy
// machine changes the figure little): PROFILE_SIGNINS (100) sign-ins of the demo client one after
// another straight at the CMS (`POST /api/portal/auth/login`), then the same number through the
// web server (`POST /session/login`), on a throwaway stack started as `npm start` runs it
// (NODE_ENV=production). Prints the CPU milliseconds per sign-in of the CMS (main thread and the
// bcrypt threads together, from /proc) and of the web server, a bcrypt comparison's own cost
// measured in this process, and the CMS's CPU profile over the straight sign-ins (top frames).
// PROFILE_CMS_PORT / PROFILE_SITE_PORT (1461 / 4461), PROFILE_EMAIL (cliente@demo.test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify, hash } from '@node-rs/bcrypt';
import { root } from '../server/env.mjs';
import { SITE_REQUEST_HEADERS } from '../src/lib/site-request.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { startSiteServer, startThrowawayCms } from '../tools/throwaway-stack.mjs';
import { summariseProfile } from './lib/cpu-profile.mjs';
import { productionStackEnv } from './lib/production-stack.mjs';

const cmsPort = Number(process.env.PROFILE_CMS_PORT ?? 1461);
const sitePort = Number(process.env.PROFILE_SITE_PORT ?? 4461);
const count = Number(process.env.PROFILE_SIGNINS ?? 100);
const email = process.env.PROFILE_EMAIL ?? 'cliente@demo.test';
const work = path.join(root, `var/profile-sign-in-${cmsPort}`);
// Production mode as `npm start` runs it: random secrets (the production guard refuses known ones).
const env = await productionStackEnv(work, { cmsPort, sitePort });
env.AUTH_RATE_LIMIT_MAX = '100000';
const profileDir = path.join(work, 'profile');

/** CPU milliseconds (user + system, all threads) a process has used. */
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const sample = await hash('Demo@1234', { cost: 10 });
const bcryptBegan = process.cpuUsage();
for (let i = 0; i < 20; i += 1) await verify('Demo@1234', sample);
const used = process.cpuUsage(bcryptBegan);
const bcryptMs = (used.user + used.system) / 1000 / 20;

const cms = await startThrowawayCms(work, { ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }, { quiet: true });
const mark = { began: 0 };
try {
  await buildRelease(env, { quiet: true });
  const site = await startSiteServer(env);
  try {
    const signIn = (url, headers) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: 'Demo@1234', keepConnected: false }),
      }).then(async (r) => {
        await r.arrayBuffer();
        if (!r.ok) throw new Error(`${url} ${r.status}`);
      });
    // Warm both paths first (JIT, caches).
    for (let i = 0; i < 10; i += 1) await signIn(`${env.CMS_URL}/api/portal/auth/login`, {});
    for (let i = 0; i < 10; i += 1) await signIn(`${env.SITE_URL}/session/login`, { origin: env.SITE_URL, ...SITE_REQUEST_HEADERS });
    mark.began = Date.now();
    let cmsBefore = cpuMs(cms.pid);
    for (let i = 0; i < count; i += 1) await signIn(`${env.CMS_URL}/api/portal/auth/login`, {});
    const straight = (cpuMs(cms.pid) - cmsBefore) / count;
    cmsBefore = cpuMs(cms.pid);
    const siteBefore = cpuMs(site.pid);
    for (let i = 0; i < count; i += 1) await signIn(`${env.SITE_URL}/session/login`, { origin: env.SITE_URL, ...SITE_REQUEST_HEADERS });
    const throughCms = (cpuMs(cms.pid) - cmsBefore) / count;
    const throughSite = (cpuMs(site.pid) - siteBefore) / count;
    console.log(`| path | CMS CPU ms / sign-in | web server CPU ms / sign-in |`);
    console.log(`|---|---:|---:|`);
    console.log(`| straight at the CMS | ${straight.toFixed(1)} | — |`);
    console.log(`| through the web server | ${throughCms.toFixed(1)} | ${throughSite.toFixed(1)} |`);
    console.log(`\nOne bcrypt comparison (cost 10) in this process: ${bcryptMs.toFixed(1)} ms of CPU.`);
  } finally {
    site.kill('SIGTERM');
  }
} finally {
  const exited = new Promise((resolve) => cms.once('exit', resolve));
  cms.kill('SIGTERM');
  await exited;
}
// The profile's last seconds: both rounds of sign-ins and the stop.
const window = (Date.now() - mark.began) / 1000;
console.log(`Machine load average over the last minute: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores).\n`);
const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
console.log(summariseProfile(profile, { lastSeconds: window, top: 40 }));
