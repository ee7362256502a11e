/**
 * The private-storage contract (cms/src/portal/core/private-storage.ts), run on both drivers:
 * the local folder and an S3-compatible bucket — s3rver, a local server implementing the S3 REST
 * API, started by this file (path-style addressing, signature V4 accepted).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localStorage,
  PrivateFileMissing,
  s3Storage,
  storageFromEnv,
  type PrivateStorage,
} from '../../cms/src/portal/core/private-storage';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'private-storage-'));
const localDir = path.join(work, 'local');
let server: S3rver;
let endpoint = '';

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'clientes', configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const drivers: [string, () => PrivateStorage][] = [
  ['local folder', () => localStorage(localDir)],
  [
    'S3-compatible bucket',
    () =>
      s3Storage({
        endpoint,
        region: 'us-east-1',
        bucket: 'clientes',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('private storage on a %s', (_name, make) => {
  it('stores bytes under a random 256-bit key and gives the same bytes back', async () => {
    const storage = make();
    const bytes = Buffer.from('%PDF-1.4 documento de identidade\n', 'utf8');
    const stored = await storage.put(bytes);
    expect(stored.key).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.size).toBe(bytes.length);
    expect(stored.sha256).toBe(sha(bytes));
    expect((await storage.get(stored.key)).equals(bytes)).toBe(true);
    expect(await storage.exists(stored.key)).toBe(true);
  });

  it('gives every put a different key, even for the same bytes', async () => {
    const storage = make();
    const bytes = Buffer.from('mesmo conteúdo');
    const [a, b] = [await storage.put(bytes), await storage.put(bytes)];
    expect(a.key).not.toBe(b.key);
  });

  it('stores a stream whole', async () => {
    const storage = make();
    const parts = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2), Buffer.from('fim')];
    const stored = await storage.put(Readable.from(parts));
    expect((await storage.get(stored.key)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('deletes a key; reading it afterwards says the file is missing', async () => {
    const storage = make();
    const stored = await storage.put(Buffer.from('apagar'));
    await storage.delete(stored.key);
    expect(await storage.exists(stored.key)).toBe(false);
    await expect(storage.get(stored.key)).rejects.toBeInstanceOf(PrivateFileMissing);
    await storage.delete(stored.key);
  });

  it('refuses a key that is not one of its own (no path or object-name tricks)', async () => {
    const storage = make();
    await expect(storage.get('../../etc/passwd')).rejects.toBeInstanceOf(PrivateFileMissing);
    await expect(storage.get('a'.repeat(63))).rejects.toBeInstanceOf(PrivateFileMissing);
  });
});

describe('the local driver', () => {
  it('keeps the files out of the public uploads, readable by the CMS user only', async () => {
    const storage = localStorage(localDir);
    const stored = await storage.put(Buffer.from('selfie'));
    const file = path.join(localDir, stored.key.slice(0, 2), stored.key);
    expect(fs.readFileSync(file, 'utf8')).toBe('selfie');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });
});

describe('storage settings', () => {
  const resolve = (dir: string) => path.resolve('/repo', dir);

  it('is a folder under var/private of the repository by default', () => {
    expect(storageFromEnv({}, resolve).driver).toBe('local');
  });

  it('is an S3 bucket with PRIVATE_FILES_DRIVER=s3 and a bucket', () => {
    expect(storageFromEnv({ PRIVATE_FILES_DRIVER: 's3', PRIVATE_FILES_S3_BUCKET: 'b' }, resolve).driver).toBe('s3');
  });

  it('says what is missing or wrong', () => {
    expect(() => storageFromEnv({ PRIVATE_FILES_DRIVER: 's3' }, resolve)).toThrow('PRIVATE_FILES_DRIVER=s3 needs PRIVATE_FILES_S3_BUCKET');
    expect(() => storageFromEnv({ PRIVATE_FILES_DRIVER: 'ftp' }, resolve)).toThrow('PRIVATE_FILES_DRIVER must be "local" or "s3"');
  });
});
