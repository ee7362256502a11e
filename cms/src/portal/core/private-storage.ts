/**
 * Private storage for customers' files (identity documents, selfies, payment proofs, batch files,
 * LGPD export archives): bytes under a random key, never in the Media Library, never in
 * `public/uploads`, never as base64 in a row. Two drivers behind one contract:
 *
 * - `local` (default): a folder outside the public uploads (`PRIVATE_FILES_DIR`, default
 *   `var/private` of the repository), one file per key in a two-character fan-out;
 * - `s3`: an S3-compatible bucket (`PRIVATE_FILES_S3_*`), with `@aws-sdk/client-s3`.
 *
 * Keys are 32 random bytes (256 bits, hex): nothing about the owner or the file is in them.
 * This module knows no Strapi; `private-files.ts` records who owns each key.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

export interface PrivateStorage {
  readonly driver: 'local' | 's3';
  /** Stores the bytes under a new random key. */
  put(content: Buffer | Uint8Array | Readable): Promise<StoredObject>;
  /** The bytes of a key; throws `PrivateFileMissing` when there is none. */
  get(key: string): Promise<Buffer>;
  /** True when the key holds bytes. */
  exists(key: string): Promise<boolean>;
  /** Removes a key (no error when it is already gone). */
  delete(key: string): Promise<void>;
}

export class PrivateFileMissing extends Error {
  constructor(key: string) {
    super(`private file ${key.slice(0, 8)}… is missing`);
    this.name = 'PrivateFileMissing';
  }
}

/** 256 bits of randomness, hex. */
export const newKey = (): string => randomBytes(32).toString('hex');
const KEY = /^[0-9a-f]{64}$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new PrivateFileMissing(String(key));
  return key;
}

async function toBuffer(content: Buffer | Uint8Array | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  if (content instanceof Uint8Array) return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The local folder driver: `<dir>/<ab>/<key>`, written to a temporary name and renamed (no half file under a key). */
export function localStorage(dir: string): PrivateStorage {
  const root = path.resolve(dir);
  const where = (key: string) => path.join(root, checkKey(key).slice(0, 2), key);
  return {
    driver: 'local',
    async put(content) {
      const bytes = await toBuffer(content);
      const key = newKey();
      const target = where(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      await fs.writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await fs.rename(temporary, target);
      return { key, size: bytes.length, sha256: sha256(bytes) };
    },
    async get(key) {
      try {
        return await fs.readFile(where(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PrivateFileMissing(key);
        throw error;
      }
    },
    async exists(key) {
      try {
        await fs.access(where(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(where(key), { force: true });
    },
  };
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Object names start with it (e.g. `private/`); empty by default. */
  prefix?: string;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** The S3-compatible driver (AWS S3, MinIO, Ceph, R2…): PutObject, GetObject, HeadObject, DeleteObject. */
export function s3Storage(settings: S3Settings): PrivateStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const name = (key: string) => `${settings.prefix ?? ''}${checkKey(key)}`;
  return {
    driver: 's3',
    async put(content) {
      const bytes = await toBuffer(content);
      const key = newKey();
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
        }),
      );
      return { key, size: bytes.length, sha256: sha256(bytes) };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: name(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) throw new PrivateFileMissing(key);
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: name(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: name(key) }));
    },
  };
}

/** Which driver the settings choose, or the problem with them (a sentence for the operator). */
export function storageFromEnv(env: NodeJS.ProcessEnv, resolveDir: (dir: string) => string): PrivateStorage {
  const driver = (env.PRIVATE_FILES_DRIVER ?? 'local').trim() || 'local';
  if (driver === 'local') return localStorage(resolveDir((env.PRIVATE_FILES_DIR ?? '').trim() || 'var/private'));
  if (driver !== 's3') throw new Error(`PRIVATE_FILES_DRIVER must be "local" or "s3" (found "${driver}")`);
  const bucket = (env.PRIVATE_FILES_S3_BUCKET ?? '').trim();
  if (!bucket) throw new Error('PRIVATE_FILES_DRIVER=s3 needs PRIVATE_FILES_S3_BUCKET');
  return s3Storage({
    endpoint: (env.PRIVATE_FILES_S3_ENDPOINT ?? '').trim() || undefined,
    region: (env.PRIVATE_FILES_S3_REGION ?? '').trim() || 'us-east-1',
    bucket,
    accessKeyId: (env.PRIVATE_FILES_S3_ACCESS_KEY_ID ?? '').trim() || undefined,
    secretAccessKey: (env.PRIVATE_FILES_S3_SECRET_ACCESS_KEY ?? '').trim() || undefined,
    forcePathStyle: (env.PRIVATE_FILES_S3_FORCE_PATH_STYLE ?? 'false').trim() === 'true',
    prefix: (env.PRIVATE_FILES_S3_PREFIX ?? '').trim(),
  });
}
