/**
 * Test support for the private-files migration (core/private-files-migration.ts): makes the state
 * an older version left — connection-request files in the Media Library (uploaded with Strapi's
 * upload plugin, linked through files_related_mph), a batch and a READY export with base64 in
 * their rows — and runs the migration on demand (`stopAfter` stops it as a crash would).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { migratePrivateFiles } from '../core/private-files-migration';
import { DATA_EXPORT_UID } from '../privacy/store';
import { JOB_UID } from '../jobs';

const CONNECTION_UID = 'api::connection.connection-request';

interface LegacyPart {
  field: 'files' | 'selfie';
  name: string;
  mime: string;
  base64: string;
}

export interface LegacyAnswer {
  connectionRequest: { id: number; protocol: string };
  mediaFiles: { id: number; url: string; field: string; sha256: string }[];
  batchId: number;
  exportId: number;
  exportDocumentId: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function createLegacyFiles(strapi: Core.Strapi, body: Record<string, unknown>): Promise<LegacyAnswer> {
  const parts = (Array.isArray(body.parts) ? body.parts : []) as LegacyPart[];
  const protocol = `CON-LEG-${randomBytes(4).toString('hex')}`;
  const request = (await strapi.db.query(CONNECTION_UID).create({
    data: {
      protocol,
      type: 'INDIVIDUAL_RESIDENTIAL',
      status: 'OPEN',
      name: 'Legado',
      fullName: 'Cliente Legado',
      email: 'legado@test.local',
      phone: '16991234567',
      cep: '14801010',
      address: 'Rua Um',
      number: '1',
    },
  })) as { id: number };
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'legacy-'));
  const mediaFiles: LegacyAnswer['mediaFiles'] = [];
  try {
    const order: Record<string, number> = {};
    for (const part of parts) {
      const bytes = Buffer.from(part.base64, 'base64');
      const filepath = path.join(tmp, part.name);
      await fs.writeFile(filepath, bytes);
      const [file] = (await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: part.name } },
          files: { filepath, originalFilename: part.name, mimetype: part.mime, size: bytes.length },
        })) as { id: number; url: string }[];
      order[part.field] = (order[part.field] ?? 0) + 1;
      await strapi.db.connection('files_related_mph').insert({
        file_id: file!.id,
        related_id: request.id,
        related_type: CONNECTION_UID,
        field: part.field,
        order: order[part.field],
      });
      mediaFiles.push({ id: file!.id, url: file!.url, field: part.field, sha256: sha256(bytes) });
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  const batchBytes = Buffer.from(String(body.batchCsv ?? 'a;b\r\n1;2\r\n'), 'utf8');
  const batch = (await strapi.db.query(JOB_UID).create({
    data: {
      kind: 'invoices',
      status: 'PROCESSED',
      attempts: 1,
      fileName: 'legado.csv',
      fileMime: 'text/csv',
      fileSize: batchBytes.length,
      fileData: batchBytes.toString('base64'),
      totalItems: 0,
    },
  })) as { id: number };
  const archive = Buffer.from(String(body.exportBase64 ?? ''), 'base64');
  const userId = Number(body.exportUserId);
  const at = new Date();
  const exported = (await strapi.db.query(DATA_EXPORT_UID).create({
    data: {
      userId,
      status: 'READY',
      requestedAt: at,
      attempts: 1,
      readyAt: at,
      expiresAt: new Date(at.getTime() + 24 * 3_600_000),
      fileName: 'meus-dados-legado.zip',
      sizeBytes: archive.length,
      fileSha256: sha256(archive),
      fileData: archive.toString('base64'),
    },
  })) as { id: number; documentId: string };
  return {
    connectionRequest: { id: request.id, protocol },
    mediaFiles,
    batchId: batch.id,
    exportId: exported.id,
    exportDocumentId: exported.documentId,
  };
}

export function runMigration(strapi: Core.Strapi, body: Record<string, unknown>) {
  const stopAfter = Number(body.stopAfter);
  return migratePrivateFiles(strapi, Number.isInteger(stopAfter) && stopAfter >= 0 ? { stopAfter } : {});
}
