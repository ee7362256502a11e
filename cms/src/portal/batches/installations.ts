/**
 * Installations (spec 02 §2.10, §7 `POST /api/services/connection/locations/import`; PORTAL-API.md
 * §16): an .xlsx whose rows are condominiums (locations) of cities, the very records the
 * contracting flow lists (`GET /api/services/connection/cities` and `/locations`, portal/connection/
 * places.ts). A row adds its city when missing (matched without case or accents) and adds the
 * condominium, or updates the CEP and type of the one already there with the same name, address
 * and number — importing the same sheet twice adds nothing.
 */
import type { Core } from '@strapi/strapi';
import { INSTALLATION_XLSX_COLUMNS, INSTALLATION_XLSX_OPTIONAL, UPLOAD_MAX_ROWS } from '../../domain/batches/constants';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { columnKey, parseInstallationRow, type Row } from '../../domain/batches/rows';
import type { UploadAnswer } from '../../domain/batches/types';
import type { UserScope } from '../core/access';
import { parseXlsxRows } from '../core/spreadsheets';
import { CITY_UID, findCity, LOCATION_UID } from '../core/places';
import { batchView, enqueueJob, findBatchRow, registerJobKind, RowError } from '../jobs';
import type { ParsedFile } from './invoices';
import { readUpload, removeTemporaryFiles } from '../core/uploads';

export const INSTALLATIONS_KIND = 'installations';

/** The first sheet's rows keyed by column name; throws the file-level message when refused (core/spreadsheets.ts). */
export async function parseInstallationsXlsx(data: Buffer): Promise<ParsedFile> {
  return { items: await parseXlsxRows(data, INSTALLATION_XLSX_COLUMNS, INSTALLATION_XLSX_OPTIONAL, UPLOAD_MAX_ROWS) };
}

/** POST /api/services/connection/locations/import (multipart `attachments`). */
export async function uploadInstallations(strapi: Core.Strapi, state: UserScope, files: unknown): Promise<UploadAnswer> {
  try {
    const file = await readUpload(files, 'xlsx');
    const { items } = await parseInstallationsXlsx(file.data);
    const { id } = await enqueueJob(strapi, { kind: INSTALLATIONS_KIND, uploadedBy: state.user.id, file, items });
    return { data: batchView((await findBatchRow(strapi, id))!, { total: items.length }), message: BATCH_MESSAGES.installationsAdded };
  } finally {
    await removeTemporaryFiles(files);
  }
}

const same = (a: string | null | undefined, b: string | null | undefined) => columnKey(a ?? '') === columnKey(b ?? '');

async function applyInstallationRow(strapi: Core.Strapi, item: { data: Row }): Promise<void> {
  const parsed = parseInstallationRow(item.data);
  if (!parsed.ok) throw new RowError(parsed.reason);
  const row = parsed.value;
  const city =
    (await findCity(strapi, row.city)) ??
    ((await strapi.db.query(CITY_UID).create({ data: { name: row.city }, select: ['id', 'name'] })) as { id: number; name: string });
  const existing = (
    (await strapi.db.query(LOCATION_UID).findMany({
      where: { city: { id: city.id } },
      select: ['id', 'name', 'address', 'number'],
    })) as { id: number; name: string; address: string; number: string | null }[]
  ).find((l) => same(l.name, row.name) && same(l.address, row.address) && same(l.number, row.number));
  const data = { name: row.name, address: row.address, number: row.number, cep: row.cep, type: row.type };
  if (existing) await strapi.db.query(LOCATION_UID).update({ where: { id: existing.id }, data: { cep: row.cep, type: row.type } });
  else await strapi.db.query(LOCATION_UID).create({ data: { ...data, city: city.id } });
}

export function registerInstallationBatches(): void {
  registerJobKind({ kind: INSTALLATIONS_KIND, apply: (strapi, item) => applyInstallationRow(strapi, item) });
}
