/**
 * Installations (spec 02 §2.10, §7 `POST /api/services/connection/locations/import`; PORTAL-API.md
 * §16): an .xlsx whose rows are condominiums (locations) of cities, the very records the
 * contracting flow lists (`GET /api/services/connection/cities` and `/locations`, portal/connection/
 * places.ts). A row adds its city when missing (matched without case or accents) and adds the
 * condominium, or updates the CEP and type of the one already there with the same name, address
 * and number — importing the same sheet twice adds nothing.
 */
import type { Core } from '@strapi/strapi';
import ExcelJS from 'exceljs';
import { INSTALLATION_XLSX_COLUMNS, INSTALLATION_XLSX_OPTIONAL, UPLOAD_MAX_ROWS } from '../../domain/batches/constants';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { columnKey, matchHeader, parseInstallationRow, type Row } from '../../domain/batches/rows';
import type { UploadAnswer } from '../../domain/batches/types';
import type { PortalState } from '../core/access';
import { badRequest } from '../core/http';
import { findCity } from '../connection/places';
import { enqueueJob, registerJobKind, RowError } from '../jobs';
import { batchView, findBatchRow } from './list';
import type { ParsedFile } from './invoices';
import { readUpload, removeTemporaryFiles } from './upload-file';

export const INSTALLATIONS_KIND = 'installations';
const CITY_UID = 'api::city.city';
const LOCATION_UID = 'api::location.location';

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the operator sees it: dates dd/mm/aaaa, numbers as written, formulas by their result. */
export function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value as unknown;
  if (value instanceof Date) return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (value && typeof value === 'object' && 'result' in (value as object)) {
    const result = (value as { result: unknown }).result;
    return result === undefined || result === null ? '' : String(result);
  }
  return (cell.text ?? '').trim();
}

/** The first sheet's rows keyed by column name; throws the file-level message when unreadable. */
export async function parseInstallationsXlsx(data: Buffer): Promise<ParsedFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(BATCH_MESSAGES.unreadableXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw badRequest(BATCH_MESSAGES.emptyFile);
  const headerRow = sheet.getRow(1);
  const header: string[] = [];
  for (let c = 1; c <= Math.max(headerRow.cellCount, INSTALLATION_XLSX_COLUMNS.length); c++) header.push(cellText(headerRow.getCell(c)));
  const match = matchHeader(header, INSTALLATION_XLSX_COLUMNS, INSTALLATION_XLSX_OPTIONAL);
  if (!match.ok) throw badRequest(BATCH_MESSAGES.missingColumns(match.missing));
  const items: { line: number; data: Row }[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const data: Row = {};
    for (const [column, at] of Object.entries(match.index)) data[column] = cellText(row.getCell(at + 1));
    if (Object.values(data).every((v) => !v)) continue;
    items.push({ line: r, data });
    if (items.length > UPLOAD_MAX_ROWS) throw badRequest(BATCH_MESSAGES.tooManyRows(UPLOAD_MAX_ROWS));
  }
  if (items.length === 0) throw badRequest(BATCH_MESSAGES.emptyFile);
  return { items };
}

/** POST /api/services/connection/locations/import (multipart `attachments`). */
export async function uploadInstallations(strapi: Core.Strapi, state: PortalState, files: unknown): Promise<UploadAnswer> {
  try {
    const file = await readUpload(files, 'xlsx');
    const { items } = await parseInstallationsXlsx(file.data);
    const { id } = await enqueueJob(strapi, { kind: INSTALLATIONS_KIND, uploadedBy: state.user?.id ?? null, file, items });
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
