/**
 * Hourly measurements (issue 26 §5; PORTAL-API.md §29, docs/consumption-hourly.md):
 *
 * - `POST /api/consumption-schedule/import-hourly` takes one .xlsx or .csv with the same
 *   whole-file checks as the daily-data upload (one file, 10 MB, the content matching the
 *   extension, the header's columns, at least one row). Unlike the daily file, a file with ANY
 *   invalid row is refused whole, with every refused line and its reason, and nothing is written;
 *   a valid file is queued as a database job of kind 'hourly-data' whose chunks (JOBS_CHUNK_ROWS
 *   rows) are each applied in one transaction: a re-imported contract, date and hour replaces the
 *   stored volume (unique index on contract, date and hour).
 * - `GET /api/consumption-schedule/hourly?contractId&dates` answers the gas day's 24 hourly slots
 *   of one industrial contract (the industrial client: only its contracts, others 404) with the
 *   projection they give (`projectFromHours`), read by the client's programming screen and the
 *   programmer's 'Projeção do dia'.
 * - `hourlyProjection` is what `PATCH /:id/projected-volume` uses instead of the partial volume
 *   when the running gas day has hourly measurements.
 */
import type { Core } from '@strapi/strapi';
import Papa from 'papaparse';
import { BATCH_MESSAGES } from '../../domain/batches/messages';
import { matchHeader, type Row } from '../../domain/batches/rows';
import type { BatchView, UploadAnswer } from '../../domain/batches/types';
import {
  checkHourlyRows,
  gasDayAt,
  gasDaySlots,
  HOURLY_COLUMNS,
  HOURLY_IMPORT_KIND,
  HOURLY_IMPORT_MESSAGES,
  HOURLY_MAX_ROWS,
  HOURS_PER_GAS_DAY,
  parseHourlyRow,
  projectFromHours,
  type GasDay,
  type HourlyProjection,
  type HourlyRowValue,
} from '../../domain/consumption/hourly';
import type { HourlyDayAnswer } from '../../domain/consumption/types';
import type { Litres } from '../../domain/consumption/volumes';
import { addDays, type IsoDate } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { tableOf } from '../core/db';
import { badRequest, notFound, portalError, type FieldErrors } from '../core/http';
import { parseXlsxRows } from '../core/spreadsheets';
import { CONTRACT_UID } from '../core/types';
import { allFiles, decodeText, readUpload, removeTemporaryFiles } from '../core/uploads';
import { batchStatus, enqueueJob, registerJobKind, RowError, type JobItem } from '../jobs';
import { baseHourOf, dateParam, HOURLY_UID, INDUSTRIAL_UID, isoDay, litresOf, reachableCompany, text } from './store';

type Query = Record<string, unknown>;

/** The CSV's data rows keyed by column (';' or ',' separated, UTF-8 or Windows-1252); throws the file-level message. */
export function parseHourlyCsv(data: Buffer): { line: number; data: Row }[] {
  const text = decodeText(data).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t'] });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw badRequest(BATCH_MESSAGES.unreadableCsv);
  const [header, ...rows] = parsed.data;
  if (!header) throw badRequest(BATCH_MESSAGES.emptyFile);
  const match = matchHeader(header, HOURLY_COLUMNS);
  if (!match.ok) throw badRequest(BATCH_MESSAGES.missingColumns(match.missing));
  if (rows.length === 0) throw badRequest(BATCH_MESSAGES.emptyFile);
  if (rows.length > HOURLY_MAX_ROWS) throw badRequest(BATCH_MESSAGES.tooManyRows(HOURLY_MAX_ROWS));
  // Line numbers count the header as line 1 and skip blank lines, as the invoice CSV does.
  return rows.map((cells, i) => {
    const row: Row = {};
    for (const [column, at] of Object.entries(match.index)) row[column] = String(cells[at] ?? '').trim();
    return { line: i + 2, data: row };
  });
}

/** Industrial contract ids (the contract's id, `contractRef`) by consumer code. */
async function industrialByCode(strapi: Core.Strapi, codes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const contracts = (await strapi.db.query(CONTRACT_UID).findMany({
    where: { consumerCode: { $in: unique } },
    select: ['id', 'consumerCode'],
  })) as { id: number; consumerCode: string }[];
  if (contracts.length === 0) return new Map();
  const industrial = (await strapi.db.query(INDUSTRIAL_UID).findMany({
    where: { contractRef: { $in: contracts.map((c) => c.id) } },
    select: ['contractRef'],
  })) as { contractRef: number }[];
  const refs = new Set(industrial.map((i) => Number(i.contractRef)));
  const out = new Map<string, number>();
  for (const c of contracts) if (refs.has(c.id) && !out.has(c.consumerCode)) out.set(c.consumerCode, c.id);
  return out;
}

async function readRows(
  files: unknown,
): Promise<{ file: { name: string; mime: string; data: Buffer }; items: { line: number; data: Row }[] }> {
  const name = String(allFiles(files)[0]?.originalFilename ?? '')
    .trim()
    .toLowerCase();
  const expect = name.endsWith('.csv') ? 'csv' : 'xlsx';
  if (allFiles(files).length > 0 && !name.endsWith('.csv') && !name.endsWith('.xlsx'))
    throw portalError(400, HOURLY_IMPORT_MESSAGES.wrongFormat);
  let file;
  try {
    file = await readUpload(files, expect);
  } catch (error) {
    const message = (error as Error).message;
    if (message === BATCH_MESSAGES.wrongFormatCsv || message === BATCH_MESSAGES.wrongFormatXlsx)
      throw portalError(400, HOURLY_IMPORT_MESSAGES.wrongFormat);
    throw error;
  }
  const items = expect === 'csv' ? parseHourlyCsv(file.data) : await parseXlsxRows(file.data, HOURLY_COLUMNS, [], HOURLY_MAX_ROWS);
  return { file, items };
}

/**
 * POST /api/consumption-schedule/import-hourly (multipart, one .xlsx or .csv): checked whole —
 * every row (`checkHourlyRows`) and every contract — then queued, or refused with every invalid
 * line (400, `details.fields` keyed 'linha N') and nothing written.
 */
export async function importHourly(strapi: Core.Strapi, state: UserScope, files: unknown): Promise<UploadAnswer> {
  try {
    const { file, items } = await readRows(files);
    const check = checkHourlyRows(items, now());
    const contracts = await industrialByCode(
      strapi,
      check.rows.map((r) => r.value.consumerCode),
    );
    const refused = [
      ...check.refused,
      ...check.rows
        .filter((r) => !contracts.has(r.value.consumerCode))
        .map((r) => ({ line: r.line, reason: HOURLY_IMPORT_MESSAGES.contractNotFound })),
    ].sort((a, b) => a.line - b.line);
    if (refused.length > 0) {
      const fields: FieldErrors = {};
      for (const r of refused) fields[`linha ${r.line}`] = r.reason;
      throw badRequest(HOURLY_IMPORT_MESSAGES.refused(refused), fields);
    }
    const { id } = await enqueueJob(strapi, { kind: HOURLY_IMPORT_KIND, uploadedBy: state.user.id, file, items });
    return { data: (await batchStatus(strapi, id))!, message: HOURLY_IMPORT_MESSAGES.queued };
  } finally {
    await removeTemporaryFiles(files);
  }
}

/** GET /api/consumption-schedule/import-hourly/:id: the state of one hourly batch (polled by the upload dialog). */
export async function importHourlyStatus(strapi: Core.Strapi, idParam: unknown): Promise<{ data: BatchView }> {
  const id = typeof idParam === 'string' && /^\d{1,12}$/.test(idParam) ? Number(idParam) : null;
  const batch = id === null ? null : await batchStatus(strapi, id);
  if (!batch || batch.kind !== HOURLY_IMPORT_KIND) throw notFound(BATCH_MESSAGES.batchNotFound);
  return { data: batch };
}

/**
 * Applies rows in file order inside the caller's transaction (the runner's chunk or item): each
 * contract, date and hour is written over (update when it exists, insert otherwise). Answers the
 * refused rows (a contract that left the network after the upload's check).
 */
async function applyRows(strapi: Core.Strapi, items: readonly JobItem[]): Promise<Map<number, string>> {
  const refused = new Map<number, string>();
  const at = now();
  const parsed: { item: JobItem; value: HourlyRowValue }[] = [];
  for (const item of items) {
    const result = parseHourlyRow(item.data, at);
    if (result.ok) parsed.push({ item, value: result.value });
    else refused.set(item.id, result.reason);
  }
  const contracts = await industrialByCode(
    strapi,
    parsed.map((p) => p.value.consumerCode),
  );
  const table = strapi.db.query(HOURLY_UID);
  for (const { item, value } of parsed) {
    const contractRef = contracts.get(value.consumerCode);
    if (contractRef === undefined) {
      refused.set(item.id, HOURLY_IMPORT_MESSAGES.contractNotFound);
      continue;
    }
    const where = { contractRef, date: value.date, hour: value.hour };
    const existing = (await table.findOne({ where, select: ['id'] })) as { id: number } | null;
    if (existing) await table.update({ where: { id: existing.id }, data: { volume: value.volume } });
    else await table.create({ data: { ...where, volume: value.volume } });
  }
  return refused;
}

/** Registers the 'hourly-data' job kind (bootstrap, before the job loop starts). */
export function registerHourlyKind(): void {
  registerJobKind({
    kind: HOURLY_IMPORT_KIND,
    apply: async (strapi, item) => {
      const refused = await applyRows(strapi, [item]);
      const reason = refused.get(item.id);
      if (reason) throw new RowError(reason);
    },
    applyChunk: (strapi, items) => applyRows(strapi, items),
  });
}

/** The gas day's measured volume per slot (null where none was imported). */
async function slotVolumes(strapi: Core.Strapi, contractRef: number, day: GasDay): Promise<(Litres | null)[]> {
  const rows = (await strapi.db
    .connection(tableOf(strapi, HOURLY_UID))
    .select(['date', 'hour', 'volume'])
    .where('contract_ref', contractRef)
    .whereIn('date', [day.start, addDays(day.start, 1)])) as { date: unknown; hour: number | string; volume: string }[];
  const byKey = new Map(rows.map((r) => [`${isoDay(r.date)}|${Number(r.hour)}`, litresOf(r.volume)]));
  return day.slots.map((s) => byKey.get(`${s.date}|${s.hour}`) ?? null);
}

/**
 * The running gas day's projection from the hourly measurements of one contract, or null when
 * that gas day has none (the caller keeps the partial-volume projection).
 */
export async function hourlyProjection(strapi: Core.Strapi, contractRef: number, baseHour: number): Promise<HourlyProjection | null> {
  const day = gasDayAt(now(), baseHour);
  return projectFromHours(await slotVolumes(strapi, contractRef, day), day.ended);
}

/**
 * GET /api/consumption-schedule/hourly?contractId&dates — the 24 hourly slots of the gas day that
 * starts on `dates` (default: the one running now) with the projection they give.
 */
export async function hourlyDay(strapi: Core.Strapi, state: UserScope, query: Query): Promise<{ data: HourlyDayAnswer }> {
  const company = await reachableCompany(strapi, state, query.contractId);
  const baseHour = baseHourOf(company);
  const running = gasDayAt(now(), baseHour);
  const start: IsoDate = dateParam(query.dates, running.start);
  const day: GasDay =
    start === running.start
      ? running
      : {
          start,
          slots: gasDaySlots(start, baseHour),
          ended: start < running.start ? HOURS_PER_GAS_DAY : 0,
        };
  const volumes = await slotVolumes(strapi, company.contract.id, day);
  const projection = projectFromHours(volumes, day.ended);
  return {
    data: {
      contractId: company.contract.documentId,
      gasDayStart: day.start,
      baseHour: Math.floor(baseHour / 60) * 60,
      hoursEnded: day.ended,
      points: day.slots.map((s, k) => ({ date: s.date, hour: s.hour, volume: text(volumes[k] ?? null) })),
      measured: projection ? text(projection.measured) : null,
      hoursMeasured: projection?.hoursMeasured ?? 0,
      recentRate: projection ? text(projection.recentRate) : null,
      projected: projection ? text(projection.projected) : null,
    },
  };
}
