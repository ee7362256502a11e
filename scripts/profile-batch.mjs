// A CPU profile of the CMS while it applies an invoice CSV batch (docs/jobs.md, "Chunks"): a
// throwaway seeded CMS (SQLite) started with node --cpu-prof, one batch of PROFILE_ROWS (10,000)
// valid rows uploaded straight to it and followed to its end (as the bench's batch section does),
// then the profile's samples over the batch summarised (top frames by self and inclusive time).
// Figures and summary go to stdout; the raw profile stays in the work folder. Used for
// docs/profiles/invoice-batch.md.
//
// PROFILE_CMS_PORT (1452), PROFILE_ROWS (10000).
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { compileCms } from '../tools/cms-dist.mjs';
import { root } from '../server/env.mjs';
import { stackEnv, startThrowawayCms } from '../tools/throwaway-stack.mjs';
import { oneBatch } from './bench/batches.mjs';
import { cmsBearer } from './bench/common.mjs';
import { summariseProfile } from './lib/cpu-profile.mjs';

const cmsPort = Number(process.env.PROFILE_CMS_PORT ?? 1452);
const rows = Number(process.env.PROFILE_ROWS ?? 10_000);
const work = path.join(root, `var/profile-batch-${cmsPort}`);
const env = stackEnv(work, { cmsPort, sitePort: cmsPort + 3000 });
env.CMS_DIST_DIR = (await compileCms()).distDir;
env.SITE_CONTENT_DIR = path.join(root, 'site');
env.AUTH_RATE_LIMIT_MAX = '100000';
const profileDir = path.join(work, 'profile');
const cms = await startThrowawayCms(work, { ...env, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }, { quiet: true });
let window = 0;
try {
  const jwt = await cmsBearer(env, 'admin@demo.test');
  const r = await oneBatch(env.CMS_URL, cms.pid, jwt, rows, '5');
  window = r.total;
  console.log(
    `${r.rows} rows: ${r.batch.status} (${r.batch.processedItems} processed, ${r.batch.errorItems} refused); upload answered in ${r.accepted.toFixed(2)} s, upload to end ${r.total.toFixed(1)} s, ${(r.rows / r.total).toFixed(0)} rows/s; CMS RSS ${(r.before / 2 ** 20).toFixed(0)} → peak ${(r.peak / 2 ** 20).toFixed(0)} MB`,
  );
} finally {
  const exited = new Promise((resolve) => cms.once('exit', resolve));
  const killedAt = Date.now();
  cms.kill('SIGTERM');
  await exited;
  window += (Date.now() - killedAt) / 1000;
}
console.log(`\nMachine load average over the last minute: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores).\n`);
const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
console.log(summariseProfile(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')), { lastSeconds: window, top: 15 }));
