/**
 * Backups (docs/operations.md, "Backups"): `npm run backup` archives a running portal — the
 * database (SQLite's online backup API / pg_dump), the Media Library's uploads and the private
 * files, with a manifest of checksums — without stopping it; after the data is wiped,
 * `npm run restore` brings back the same rows, files and bytes, and a customer signs in and
 * downloads the same bill. On SQLite and on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createCustomer, createInvoice } from '../support/factories';
import { startCmsCluster, type CmsCluster, type CmsInstance } from './helpers/cms';

const exec = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const clusters: CmsCluster[] = [];
afterAll(async () => {
  for (const c of clusters) await c.stop().catch(() => undefined);
});

/** Every file under a folder with its SHA-256. */
function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  return out;
}

const TABLES = ['up_users', 'contracts', 'invoices', 'private_files', 'files', 'pages', 'portal_sessions'];

async function counts(db: 'sqlite' | 'postgres', cluster: CmsCluster): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  if (db === 'sqlite') {
    const conn = new Database(cluster.database, { readonly: true });
    try {
      for (const t of TABLES) out[t] = Number((conn.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n);
    } finally {
      conn.close();
    }
  } else {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      for (const t of TABLES) out[t] = Number((await client.query(`SELECT COUNT(*) AS n FROM ${t}`)).rows[0].n);
    } finally {
      await client.end();
    }
  }
  return out;
}

async function wipeDatabase(db: 'sqlite' | 'postgres', cluster: CmsCluster): Promise<void> {
  if (db === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${cluster.database}${suffix}`, { force: true });
    return;
  }
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

async function login(cms: CmsInstance, email: string): Promise<string> {
  const res = await fetch(new URL('/api/portal/auth/login', cms.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: FACTORY_PASSWORD, keepConnected: false }),
  });
  const body = (await res.json()) as { jwt?: string };
  if (!body.jwt) throw new Error(`login ${res.status}: ${JSON.stringify(body)}`);
  return body.jwt;
}

async function downloadBill(cms: CmsInstance, token: string, numDoc: string, docDate: string) {
  const res = await fetch(new URL(`/api/invoices/${numDoc}/download?docDate=${docDate}`, cms.url), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The npm scripts as an operator runs them, with the stack's settings and no .env. */
const npmScript = (script: string, args: string[], env: Record<string, string>) =>
  exec(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
    cwd: root,
    env: { ...env, PORTAL_ENV_FILE: 'none', CMS_URL: `http://127.0.0.1:${env.CMS_PORT}` },
    timeout: 300_000,
  });

// Each case seeds a new database, starts the CMS twice and archives it: minutes on a busy machine.
describe.each(['sqlite', 'postgres'] as const)('backup and restore on %s', { timeout: 600_000 }, (db) => {
  it('archives the running portal, and after a wipe the restore brings back the same rows, files and bytes; the customer signs in and gets the same bill', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
    const publicDir = path.join(work, 'public');
    // Strapi's local upload provider wants the folder to exist (a deployment's volume does).
    fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
    const cluster = await startCmsCluster({ db, env: { CMS_PUBLIC_DIR: publicDir } });
    clusters.push(cluster);
    const cms = cluster.first;
    const privateDir = cms.env.PRIVATE_FILES_DIR!;

    const { user, contracts } = await createCustomer(cms);
    const { invoice } = await createInvoice(cms, { contractId: contracts[0]!.documentId, amountCents: 23_456 });
    const token = await login(cms, user.email);
    const bill = await downloadBill(cms, token, invoice.numDoc, invoice.docDate);

    const rowsBefore = await counts(db, cluster);
    const uploadsBefore = filesOf(path.join(publicDir, 'uploads'));
    const privateBefore = filesOf(privateDir);
    expect(Object.keys(uploadsBefore).length).toBeGreaterThan(0); // the seeded media
    expect(Object.keys(privateBefore).length).toBeGreaterThan(0); // the kept bill PDF

    // The backup runs while the CMS serves.
    const archive = path.join(work, 'portal.tar.gz');
    const [backup, during] = await Promise.all([
      npmScript('backup', [archive], cms.env),
      fetch(new URL('/api/portal/menu', cms.url), { headers: { authorization: `Bearer ${token}` } }),
    ]);
    expect(during.status).toBe(200);
    expect(backup.stdout).toContain('Backup written');
    expect(fs.statSync(archive).size).toBeGreaterThan(0);

    // A restore refuses to run while the CMS answers.
    await expect(npmScript('restore', [archive], cms.env)).rejects.toThrow(/stop it before restoring/);

    await cms.stop();
    await wipeDatabase(db, cluster);
    fs.rmSync(path.join(publicDir, 'uploads'), { recursive: true, force: true });
    fs.rmSync(privateDir, { recursive: true, force: true });

    const restored = await npmScript('restore', [archive], cms.env);
    expect(restored.stdout).toContain('Restored the backup');
    expect(await counts(db, cluster)).toEqual(rowsBefore);
    expect(filesOf(path.join(publicDir, 'uploads'))).toEqual(uploadsBefore);
    expect(filesOf(privateDir)).toEqual(privateBefore);

    const again = await cluster.join({ CMS_PORT: cms.env.CMS_PORT! });
    const token2 = await login(again, user.email);
    expect((await downloadBill(again, token2, invoice.numDoc, invoice.docDate)).equals(bill)).toBe(true);
    // A seeded image is served again from the restored uploads.
    const anUpload = Object.keys(uploadsBefore)[0]!;
    expect((await fetch(new URL(`/uploads/${anUpload}`, again.url))).status).toBe(200);
  });
});
