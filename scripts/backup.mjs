// `npm run backup [-- <file.tar.gz>]`: one archive of the running portal's data — the database,
// the Media Library's uploads, the private files and a manifest with checksums — without
// stopping it (server/backup.mjs; docs/operations.md, "Backups"). Default file:
// var/backups/portal-<date>.tar.gz.
import path from 'node:path';
import { backup } from '../server/backup.mjs';
import { loadEnv, root } from '../server/env.mjs';

const env = loadEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? path.join(root, 'var', 'backups', `portal-${stamp}.tar.gz`));
const manifest = await backup(env, out);
const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
console.log(`Backup written: ${out}`);
console.log(
  `  database: ${manifest.database.client}; ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB before compression`,
);
for (const note of manifest.notes) console.log(`  note: ${note}`);
