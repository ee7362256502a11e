// `npm run restore -- <file.tar.gz> [--force]`: brings a backup back (server/backup.mjs; docs/operations.md,
// "Backups"). Every checksum is checked before anything is written. Stop the CMS first: a restore
// refuses to run while the CMS at CMS_URL answers, unless --force.
import { restore } from '../server/backup.mjs';
import { loadEnv } from '../server/env.mjs';

const args = process.argv.slice(2);
const archive = args.find((a) => !a.startsWith('--'));
if (!archive) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]');
  process.exit(2);
}
const env = loadEnv();
const cmsUrl = env.CMS_URL || `http://127.0.0.1:${env.CMS_PORT || 1337}`;
const running = await fetch(new URL('/_health', cmsUrl), { signal: AbortSignal.timeout(2000) }).then(
  (res) => res.status < 500,
  () => false,
);
if (running && !args.includes('--force')) {
  console.error(`The CMS at ${cmsUrl} is running: stop it before restoring (or pass --force).`);
  process.exit(1);
}
const manifest = await restore(env, archive);
console.log(`Restored the backup of ${manifest.createdAt}: database (${manifest.database.client}), uploads and private files.`);
for (const note of manifest.notes) console.log(`  note: ${note}`);
console.log('Start the portal again (npm start); the web server rebuilds the site from the restored content.');
