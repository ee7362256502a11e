/**
 * Reads of the contract cockpit (docs/contract-accounting.md): the terms of a contract, its
 * industrial row (QDC, base hour) and its days (final programmed and measured volumes). The
 * consumption domain's tables are read by their content-type names, as plain columns (the
 * cockpit is a reader of the programming, never a writer).
 */
import type { Core, UID } from '@strapi/strapi';
import { parseVolume, type Litres } from '../../domain/consumption/volumes';
import type { DayFigures } from '../../domain/contract-accounting/rules';
import { termOf, type Term, type TermRow } from '../../domain/contract-accounting/terms';
import type { IsoDate } from '../../domain/time/sao-paulo';
import { tableOf } from '../core/db';

export const TERM_UID = 'api::contract-accounting.contract-term' as UID.ContentType;
const INDUSTRIAL_UID = 'api::consumption.industrial-contract' as UID.ContentType;
const PROGRAMMING_UID = 'api::consumption.consumption-programming' as UID.ContentType;
const MEASUREMENT_UID = 'api::consumption.measured-consumption' as UID.ContentType;

/** The industrial row of a contract: QDC (m³ text) and base hour (minutes of the day). */
export interface IndustrialFacts {
  qdc: Litres;
  baseHour: number;
}

const litres = (value: unknown): Litres | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseVolume(String(value));
  return parsed.ok ? parsed.litres : null;
};

/** A date column as `YYYY-MM-DD`: drivers give a text (SQLite) or a Date at local midnight (pg). */
export function isoDay(value: unknown): IsoDate {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/** The industrial row of contract `contractRef`, or null when the contract is not industrial. */
export async function industrialOf(strapi: Core.Strapi, contractRef: number): Promise<IndustrialFacts | null> {
  const row = (await strapi.db.query(INDUSTRIAL_UID).findOne({ where: { contractRef } })) as {
    qdc: string;
    consumptionBaseHour: number | null;
  } | null;
  if (!row) return null;
  return { qdc: litres(row.qdc) ?? 0n, baseHour: row.consumptionBaseHour === null ? 360 : Number(row.consumptionBaseHour) };
}

/** Which of these contracts are industrial. */
export async function industrialRefs(strapi: Core.Strapi, contractRefs?: number[]): Promise<Set<number>> {
  let query = strapi.db.connection(tableOf(strapi, INDUSTRIAL_UID)).select(['contract_ref as contractRef']);
  if (contractRefs) query = query.whereIn('contract_ref', contractRefs);
  const rows = (await query) as { contractRef: number | string }[];
  return new Set(rows.map((r) => Number(r.contractRef)));
}

/** The stored term rows of a contract, oldest first. */
export async function termRowsOf(strapi: Core.Strapi, contractRef: number): Promise<(TermRow & { id: number })[]> {
  const rows = (await strapi.db.query(TERM_UID).findMany({ where: { contractRef }, orderBy: { validFrom: 'asc' } })) as (TermRow & {
    id: number;
  })[];
  return rows.map((r) => ({ ...r, validFrom: isoDay(r.validFrom), validTo: r.validTo ? isoDay(r.validTo) : null }));
}

/** The terms of a contract in exact integers (QDC left empty → the industrial contract's). */
export async function termsOf(strapi: Core.Strapi, contractRef: number, qdcFallback: Litres): Promise<Term[]> {
  return (await termRowsOf(strapi, contractRef)).map((r) => termOf(r, qdcFallback));
}

/**
 * The contract's days from `from` to `to`: the final programmed volume (available, else the
 * accepted one) and the measured one (QDR); a day with neither is left out.
 */
export async function daysOf(strapi: Core.Strapi, contractRef: number, from: IsoDate, to: IsoDate): Promise<DayFigures[]> {
  const programming = (await strapi.db
    .connection(tableOf(strapi, PROGRAMMING_UID))
    .select(['date', 'available_volume as availableVolume', 'accepted_volume as acceptedVolume'])
    .where('contract_ref', contractRef)
    .whereBetween('date', [from, to])) as { date: unknown; availableVolume: string | null; acceptedVolume: string | null }[];
  const measured = (await strapi.db
    .connection(tableOf(strapi, MEASUREMENT_UID))
    .select(['date', 'qdr'])
    .where('contract_ref', contractRef)
    .whereBetween('date', [from, to])) as { date: unknown; qdr: string }[];
  const byDate = new Map<IsoDate, DayFigures>();
  const day = (date: IsoDate) => byDate.get(date) ?? byDate.set(date, { date, programmed: null, measured: null }).get(date)!;
  for (const r of programming) day(isoDay(r.date)).programmed = litres(r.availableVolume) ?? litres(r.acceptedVolume);
  for (const r of measured) day(isoDay(r.date)).measured = litres(r.qdr);
  return [...byDate.values()].filter((d) => d.programmed !== null || d.measured !== null).sort((a, b) => a.date.localeCompare(b.date));
}

/** Today's row of the programming: its programmed volume (final, else accepted, else requested) and the partial volume staff entered. */
export async function todayRowOf(
  strapi: Core.Strapi,
  contractRef: number,
  today: IsoDate,
): Promise<{ programmed: Litres | null; partial: Litres | null }> {
  const row = (await strapi.db
    .connection(tableOf(strapi, PROGRAMMING_UID))
    .select(['available_volume as availableVolume', 'accepted_volume as acceptedVolume', 'volume', 'partial_consumed_volume as partial'])
    .where('contract_ref', contractRef)
    .where('date', today)
    .first()) as
    { availableVolume: string | null; acceptedVolume: string | null; volume: string | null; partial: string | null } | undefined;
  return {
    programmed: row ? (litres(row.availableVolume) ?? litres(row.acceptedVolume) ?? litres(row.volume)) : null,
    partial: row ? litres(row.partial) : null,
  };
}

// ── Bulk reads of the portfolio and the alerts: a few queries for every contract at once ──────

/** Every industrial contract's row (QDC, base hour), by contract id. */
export async function industrialFacts(strapi: Core.Strapi): Promise<Map<number, IndustrialFacts>> {
  const rows = (await strapi.db
    .connection(tableOf(strapi, INDUSTRIAL_UID))
    .select(['contract_ref as contractRef', 'qdc', 'consumption_base_hour as baseHour'])) as {
    contractRef: number | string;
    qdc: string | null;
    baseHour: number | string | null;
  }[];
  return new Map(
    rows.map((r) => [Number(r.contractRef), { qdc: litres(r.qdc) ?? 0n, baseHour: r.baseHour === null ? 360 : Number(r.baseHour) }]),
  );
}

/** Every stored term row, by contract id, oldest first (one query). */
export async function allTermRows(strapi: Core.Strapi): Promise<Map<number, TermRow[]>> {
  const rows = (await strapi.db.query(TERM_UID).findMany({ orderBy: [{ contractRef: 'asc' }, { validFrom: 'asc' }] })) as (TermRow & {
    id: number;
  })[];
  const out = new Map<number, TermRow[]>();
  for (const r of rows) {
    const ref = Number(r.contractRef);
    const list = out.get(ref) ?? out.set(ref, []).get(ref)!;
    list.push({ ...r, validFrom: isoDay(r.validFrom), validTo: r.validTo ? isoDay(r.validTo) : null });
  }
  return out;
}

/**
 * The days of every contract of `refs` from `from` to `to` (two queries: the day rows and the
 * measurements), each contract's sorted, as `daysOf` gives them for one.
 */
export async function daysOfMany(strapi: Core.Strapi, refs: number[], from: IsoDate, to: IsoDate): Promise<Map<number, DayFigures[]>> {
  const wanted = new Set(refs);
  const byContract = new Map<number, Map<IsoDate, DayFigures>>();
  const day = (ref: number, date: IsoDate) => {
    const days = byContract.get(ref) ?? byContract.set(ref, new Map()).get(ref)!;
    return days.get(date) ?? days.set(date, { date, programmed: null, measured: null }).get(date)!;
  };
  const programming = (await strapi.db
    .connection(tableOf(strapi, PROGRAMMING_UID))
    .select(['contract_ref as contractRef', 'date', 'available_volume as availableVolume', 'accepted_volume as acceptedVolume'])
    .whereBetween('date', [from, to])) as {
    contractRef: number | string;
    date: unknown;
    availableVolume: string | null;
    acceptedVolume: string | null;
  }[];
  for (const r of programming) {
    const ref = Number(r.contractRef);
    if (wanted.has(ref)) day(ref, isoDay(r.date)).programmed = litres(r.availableVolume) ?? litres(r.acceptedVolume);
  }
  const measured = (await strapi.db
    .connection(tableOf(strapi, MEASUREMENT_UID))
    .select(['contract_ref as contractRef', 'date', 'qdr'])
    .whereBetween('date', [from, to])) as { contractRef: number | string; date: unknown; qdr: string }[];
  for (const r of measured) {
    const ref = Number(r.contractRef);
    if (wanted.has(ref)) day(ref, isoDay(r.date)).measured = litres(r.qdr);
  }
  const out = new Map<number, DayFigures[]>();
  for (const [ref, days] of byContract)
    out.set(
      ref,
      [...days.values()].filter((d) => d.programmed !== null || d.measured !== null).sort((a, b) => a.date.localeCompare(b.date)),
    );
  return out;
}

/** Today's row of every contract (programmed volume and partial), as `todayRowOf` gives it for one (one query). */
export async function todayRows(
  strapi: Core.Strapi,
  today: IsoDate,
): Promise<Map<number, { programmed: Litres | null; partial: Litres | null }>> {
  const rows = (await strapi.db
    .connection(tableOf(strapi, PROGRAMMING_UID))
    .select([
      'contract_ref as contractRef',
      'available_volume as availableVolume',
      'accepted_volume as acceptedVolume',
      'volume',
      'partial_consumed_volume as partial',
    ])
    .where('date', today)) as {
    contractRef: number | string;
    availableVolume: string | null;
    acceptedVolume: string | null;
    volume: string | null;
    partial: string | null;
  }[];
  return new Map(
    rows.map((r) => [
      Number(r.contractRef),
      { programmed: litres(r.availableVolume) ?? litres(r.acceptedVolume) ?? litres(r.volume), partial: litres(r.partial) },
    ]),
  );
}

const REVISION_UID = 'api::consumption.data-revision' as UID.ContentType;

/**
 * The consumption data's revision (docs/scaling.md, "industrial dashboards"): one counter bumped by
 * every write on the day rows, measurements, industrial rows and contracts. Read here by its table,
 * as the other consumption tables (a portal domain does not import another).
 */
export async function consumptionDataRevision(strapi: Core.Strapi): Promise<string> {
  const row = (await strapi.db.connection(tableOf(strapi, REVISION_UID)).select('revision').orderBy('id').first()) as
    { revision: string | number } | undefined;
  return row ? String(row.revision) : '0';
}
