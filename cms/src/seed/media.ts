import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { mediaFolderFor } from '../bootstrap/media-folders';
import { mediaPath } from './site-files';

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/**
 * Uploads `site/media/<file>` once (matched by file name), into the Media Library folder of its
 * kind, and returns its id, so seeding twice reuses the same upload.
 */
export async function ensureMedia(strapi: Core.Strapi, file: string, alt?: string): Promise<number> {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: file } });
  if (existing) return existing.id as number;
  const filepath = mediaPath(file);
  if (!fs.existsSync(filepath)) throw new Error(`site/media/${file} does not exist`);
  const ext = path.extname(file).toLowerCase();
  const mimetype = MIME[ext] ?? 'application/octet-stream';
  const folder = await mediaFolderFor(strapi, mimetype);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: file, alternativeText: alt ?? '', caption: '', folder } },
      files: { filepath, originalFilename: file, mimetype, size: fs.statSync(filepath).size },
    });
  return uploaded.id as number;
}

/** Replaces every `{ "$media": "file", "alt"?: "..." }` in a seed value with the upload id. */
export async function resolveMedia(strapi: Core.Strapi, value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveMedia(strapi, v)));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$media === 'string') return ensureMedia(strapi, record.$media, record.alt as string | undefined);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) out[k] = await resolveMedia(strapi, v);
    return out;
  }
  return value;
}
