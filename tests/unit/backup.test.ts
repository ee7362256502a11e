/**
 * The archive of `npm run backup` (server/backup.mjs) is checked before a restore writes anything:
 * an altered file, a file missing from the archive or one the manifest does not list makes the
 * restore refuse, and the portal's data stays as it was. A SQLite database with its uploads and
 * private files, in temporary folders.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { backup, restore } from '../../server/backup.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A portal's data in a temporary folder: a SQLite file, an upload and a private file. */
function portal() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-unit-'));
  dirs.push(dir);
  const env = {
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    PRIVATE_FILES_DIR: path.join(dir, 'private'),
  };
  const db = new Database(env.DATABASE_FILENAME);
  db.pragma('journal_mode = WAL');
  db.exec("CREATE TABLE invoices (num_doc TEXT); INSERT INTO invoices VALUES ('100'), ('200')");
  db.close();
  fs.mkdirSync(path.join(env.CMS_PUBLIC_DIR, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(env.CMS_PUBLIC_DIR, 'uploads', 'banner.png'), Buffer.from('png bytes'));
  fs.mkdirSync(path.join(env.PRIVATE_FILES_DIR, 'ab'), { recursive: true });
  fs.writeFileSync(path.join(env.PRIVATE_FILES_DIR, 'ab', 'abcdef'), Buffer.from('customer document'));
  return { dir, env };
}

const rows = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT num_doc FROM invoices ORDER BY num_doc').all() as { num_doc: string }[]).map((r) => r.num_doc);
  } finally {
    db.close();
  }
};

/** Re-packs an archive after `change` edited its extracted files. */
async function altered(archive: string, change: (dir: string) => void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-alter-'));
  dirs.push(dir);
  await tar.extract({ file: archive, cwd: dir });
  change(dir);
  const out = `${archive}.altered.tar.gz`;
  const entries = fs.readdirSync(dir);
  await tar.create({ gzip: true, file: out, cwd: dir }, entries);
  return out;
}

describe('backup archives', () => {
  it('hold the database, uploads and private files with their checksums, and restore them', async () => {
    const { dir, env } = portal();
    const archive = path.join(dir, 'backup.tar.gz');
    const manifest = await backup(env, archive);
    expect(manifest.database).toEqual({ client: 'sqlite', path: 'database/data.db' });
    const paths = manifest.files.map((f: { path: string }) => f.path).sort();
    expect(paths).toEqual(['database/data.db', 'private/ab/abcdef', 'uploads/banner.png']);
    const upload = manifest.files.find((f: { path: string }) => f.path === 'uploads/banner.png')!;
    expect(upload.sha256).toBe(createHash('sha256').update('png bytes').digest('hex'));

    fs.rmSync(env.DATABASE_FILENAME);
    fs.rmSync(env.CMS_PUBLIC_DIR, { recursive: true });
    fs.rmSync(env.PRIVATE_FILES_DIR, { recursive: true });
    await restore(env, archive);
    expect(rows(env.DATABASE_FILENAME)).toEqual(['100', '200']);
    expect(fs.readFileSync(path.join(env.CMS_PUBLIC_DIR, 'uploads', 'banner.png'), 'utf8')).toBe('png bytes');
    expect(fs.readFileSync(path.join(env.PRIVATE_FILES_DIR, 'ab', 'abcdef'), 'utf8')).toBe('customer document');
  });

  it.each([
    [
      'a changed file',
      (d: string) => fs.writeFileSync(path.join(d, 'uploads', 'banner.png'), 'other bytes'),
      /Checksum differs: uploads\/banner.png/,
    ],
    ['a missing file', (d: string) => fs.rmSync(path.join(d, 'private', 'ab', 'abcdef')), /Missing from the archive: private\/ab\/abcdef/],
    ['an extra file', (d: string) => fs.writeFileSync(path.join(d, 'uploads', 'extra.js'), 'x'), /Not in the manifest: uploads\/extra.js/],
  ])('refuses an archive with %s and changes nothing', async (_name, change, message) => {
    const { dir, env } = portal();
    const archive = path.join(dir, 'backup.tar.gz');
    await backup(env, archive);
    // The portal moves on after the backup; a refused restore must leave it so.
    const db = new Database(env.DATABASE_FILENAME);
    db.exec("INSERT INTO invoices VALUES ('300')");
    db.close();
    await expect(restore(env, await altered(archive, change))).rejects.toThrow(message);
    expect(rows(env.DATABASE_FILENAME)).toEqual(['100', '200', '300']);
    expect(fs.readFileSync(path.join(env.CMS_PUBLIC_DIR, 'uploads', 'banner.png'), 'utf8')).toBe('png bytes');
  });

  it('refuses a SQLite archive for a portal set up for PostgreSQL', async () => {
    const { dir, env } = portal();
    const archive = path.join(dir, 'backup.tar.gz');
    await backup(env, archive);
    await expect(restore({ ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' }, archive)).rejects.toThrow(
      /holds a sqlite database; this portal is set up for postgres/,
    );
  });
});
