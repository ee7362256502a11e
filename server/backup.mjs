// @ts-check
// Backups of a running portal (`npm run backup`) and their restore (`npm run restore`): one
// .tar.gz with the database (SQLite's online backup API, or pg_dump's custom format), the Media
// Library's uploads, the private files (customers' documents, kept PDFs) and a manifest with the
// SHA-256 of every file. The backup never stops the portal; a restore checks every checksum first
// and writes nothing when one differs. docs/operations.md, "Backups".
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as tar from 'tar';
import { root } from './env.mjs';

const cmsRequire = createRequire(path.join(root, 'cms', 'package.json'));
export const BACKUP_FORMAT = 1;

/**
 * @typedef {{ client: 'sqlite', file: string } | { client: 'postgres', url: string }} DatabaseTarget
 * @typedef {{ database: DatabaseTarget, uploadsDir: string, privateDir: string | null, privateNote: string | null }} BackupTargets
 * @typedef {{ path: string, size: number, sha256: string }} ManifestFile
 * @typedef {{ format: number, createdAt: string, database: { client: 'sqlite' | 'postgres', path: string }, files: ManifestFile[], notes: string[] }} Manifest
 */

/**
 * Where the portal keeps its data, from the same settings the CMS reads (cms/config/database.ts,
 * server.ts, the private storage's PRIVATE_FILES_*).
 * @param {Record<string, string | undefined>} env
 * @returns {BackupTargets}
 */
export function targetsOf(env) {
  const cms = path.join(root, 'cms');
  const url = env.DATABASE_URL ?? '';
  /** @type {DatabaseTarget} */
  const database = url.startsWith('postgres')
    ? { client: 'postgres', url }
    : { client: 'sqlite', file: path.resolve(cms, env.DATABASE_FILENAME || '.tmp/data.db') };
  const uploadsDir = path.join(path.resolve(cms, env.CMS_PUBLIC_DIR || './public'), 'uploads');
  const driver = env.PRIVATE_FILES_DRIVER || 'local';
  return driver === 'local'
    ? { database, uploadsDir, privateDir: path.resolve(root, env.PRIVATE_FILES_DIR || 'var/private'), privateNote: null }
    : {
        database,
        uploadsDir,
        privateDir: null,
        privateNote: `Private files are in the S3 bucket ${env.PRIVATE_FILES_S3_BUCKET ?? ''} (not in this archive): keep them with the bucket's versioning.`,
      };
}

/**
 * Runs a command, failing with its error output.
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} exited ${code}: ${stderr.trim()}`))));
  });
}

/**
 * SHA-256 and size of a file, streamed.
 * @param {string} file
 * @returns {Promise<{ size: number, sha256: string }>}
 */
async function digest(file) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Every regular file under `dir`, as paths relative to `base`.
 * @param {string} dir
 * @param {string} base
 * @returns {string[]}
 */
function filesUnder(dir, base) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Copies a folder's files into the staging folder (hard links when the disk allows: no extra space).
 * @param {string} from
 * @param {string} to
 */
function stageFolder(from, to) {
  for (const relative of filesUnder(from, from)) {
    const target = path.join(to, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(from, relative), target);
    } catch {
      fs.copyFileSync(path.join(from, relative), target);
    }
  }
}

/**
 * Writes one archive of the running portal's data to `out`.
 * @param {Record<string, string | undefined>} env
 * @param {string} out
 * @returns {Promise<Manifest>}
 */
export async function backup(env, out) {
  const targets = targetsOf(env);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    let databasePath;
    if (targets.database.client === 'sqlite') {
      if (!fs.existsSync(targets.database.file)) throw new Error(`No SQLite database at ${targets.database.file}`);
      databasePath = 'database/data.db';
      // SQLite's online backup API: a consistent copy while the CMS keeps reading and writing.
      const Database = cmsRequire('better-sqlite3');
      const db = new Database(targets.database.file, { readonly: true, fileMustExist: true, timeout: 30_000 });
      try {
        await db.backup(path.join(staging, databasePath));
      } finally {
        db.close();
      }
    } else {
      databasePath = 'database/portal.dump';
      // One consistent snapshot (pg_dump runs in one transaction); custom format for pg_restore.
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(staging, databasePath),
        targets.database.url,
      ]);
    }
    stageFolder(targets.uploadsDir, path.join(staging, 'uploads'));
    if (targets.privateDir) stageFolder(targets.privateDir, path.join(staging, 'private'));

    /** @type {ManifestFile[]} */
    const files = [];
    for (const relative of filesUnder(staging, staging)) files.push({ path: relative, ...(await digest(path.join(staging, relative))) });
    /** @type {Manifest} */
    const manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: { client: targets.database.client, path: databasePath },
      files,
      notes: targets.privateNote ? [targets.privateNote] : [],
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    const temporary = `${path.resolve(out)}.part`;
    await tar.create({ gzip: true, file: temporary, cwd: staging, portable: true }, ['manifest.json', ...files.map((f) => f.path)]);
    fs.renameSync(temporary, path.resolve(out));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Reads an archive into a temporary folder and checks every file against the manifest.
 * @param {string} archive
 * @returns {Promise<{ dir: string, manifest: Manifest }>}
 */
export async function openArchive(archive) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  try {
    await tar.extract({ file: archive, cwd: dir, strict: true });
    const manifestFile = path.join(dir, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error('The archive has no manifest.json: not a portal backup.');
    /** @type {Manifest} */
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`Backup format ${manifest.format} is not ${BACKUP_FORMAT}.`);
    const listed = new Set(manifest.files.map((f) => f.path));
    for (const file of manifest.files) {
      const full = path.join(dir, file.path);
      if (!full.startsWith(dir + path.sep) || !fs.existsSync(full)) throw new Error(`Missing from the archive: ${file.path}`);
      const actual = await digest(full);
      if (actual.sha256 !== file.sha256 || actual.size !== file.size) throw new Error(`Checksum differs: ${file.path}`);
    }
    for (const relative of filesUnder(dir, dir))
      if (relative !== 'manifest.json' && !listed.has(relative)) throw new Error(`Not in the manifest: ${relative}`);
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Replaces a folder's content with the archive's copy (the old content is moved aside first and
 * removed only once the copy is in place).
 * @param {string} from
 * @param {string} to
 */
function replaceFolder(from, to) {
  const aside = `${to}.before-restore-${Date.now()}`;
  if (fs.existsSync(to)) fs.renameSync(to, aside);
  try {
    fs.mkdirSync(to, { recursive: true });
    stageFolder(from, to);
  } catch (error) {
    fs.rmSync(to, { recursive: true, force: true });
    if (fs.existsSync(aside)) fs.renameSync(aside, to);
    throw error;
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

/**
 * Brings an archive back: the database, the uploads and the private files. The CMS must be
 * stopped (SQLite's file is replaced; PostgreSQL's objects are dropped and recreated).
 * @param {Record<string, string | undefined>} env
 * @param {string} archive
 * @returns {Promise<Manifest>}
 */
export async function restore(env, archive) {
  const targets = targetsOf(env);
  const { dir, manifest } = await openArchive(archive);
  try {
    if (manifest.database.client !== targets.database.client)
      throw new Error(`The archive holds a ${manifest.database.client} database; this portal is set up for ${targets.database.client}.`);
    const dump = path.join(dir, manifest.database.path);
    if (targets.database.client === 'sqlite') {
      const file = targets.database.file;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.restore`;
      fs.copyFileSync(dump, temporary);
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      fs.renameSync(temporary, file);
    } else {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--dbname',
        targets.database.url,
        dump,
      ]);
    }
    replaceFolder(path.join(dir, 'uploads'), targets.uploadsDir);
    if (targets.privateDir) replaceFolder(path.join(dir, 'private'), targets.privateDir);
    return manifest;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
