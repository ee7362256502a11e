/**
 * The staff's portfolio view (issue 26 §3; PORTAL-API.md §31; docs/contract-accounting.md,
 * "Carteira"): every industrial contract with terms, its risks this month with their simulated
 * amounts, largest first; as JSON or CSV. Read for all contracts at once — the terms, the
 * industrial rows, the contracts, the day rows and the measurements in one query each — and the
 * month's figures kept for the consumption data's revision and the terms (core/answer-cache.ts); only
 * today's projection (it moves with the clock) is computed on every call, from one more query.
 * The cockpit's alerts (alerts.ts) read the same figures.
 */
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { portfolioTableRows, type PortfolioLineView } from '../../domain/contract-accounting/csv';
import {
  monthFigures,
  monthRisks,
  parseRiskKinds,
  portfolioOf,
  riskLines,
  type MonthFigures,
} from '../../domain/contract-accounting/portfolio';
import { cockpitFrom, todayFigures, type TodayFigures } from '../../domain/contract-accounting/rules';
import { termOf, type Term } from '../../domain/contract-accounting/terms';
import { volumeText } from '../../domain/consumption/volumes';
import { addDays, saoPauloParts, type IsoDate } from '../../domain/time/sao-paulo';
import { now } from '../core/clock';
import { writeCsv } from '../core/csv';
import type { FileAnswer } from '../core/files';
import { CONTRACT_UID, type ContractRow } from '../core/types';
import { sharedAnswerCache } from '../core/answer-cache';
import { allTermRows, consumptionDataRevision, daysOfMany, industrialFacts, todayRows } from './store';

type Query = Record<string, unknown>;

/** One industrial contract with terms and its month's figures. */
export interface PortfolioEntry {
  ref: number;
  contract: { id: string; consumerCode: string; name: string };
  terms: Term[];
  baseHour: number;
  month: MonthFigures;
}

/** The month's figures of every industrial contract with terms (no clock of the hour in them). */
async function computeEntries(strapi: Core.Strapi, today: IsoDate): Promise<PortfolioEntry[]> {
  const [industrial, termRows] = await Promise.all([industrialFacts(strapi), allTermRows(strapi)]);
  const refs = [...termRows.keys()].filter((ref) => industrial.has(ref));
  if (!refs.length) return [];
  const month = today.slice(0, 7);
  const terms = new Map(refs.map((ref) => [ref, termRows.get(ref)!.map((r) => termOf(r, industrial.get(ref)!.qdc))]));
  const from = refs.map((ref) => cockpitFrom(terms.get(ref)!, today, month)).sort()[0]!;
  const [days, contracts] = await Promise.all([
    daysOfMany(strapi, refs, from, addDays(today, -1)),
    strapi.db.query(CONTRACT_UID).findMany({
      where: { id: { $in: refs } },
      select: ['id', 'documentId', 'consumerCode', 'sapName', 'consumerName'],
    }) as Promise<ContractRow[]>,
  ]);
  return contracts.map((c) => ({
    ref: c.id,
    contract: { id: c.documentId, consumerCode: c.consumerCode, name: c.sapName || c.consumerName },
    terms: terms.get(c.id)!,
    baseHour: industrial.get(c.id)!.baseHour,
    month: monthFigures(terms.get(c.id)!, days.get(c.id) ?? [], today),
  }));
}

/**
 * The entries of `today`, kept while neither the consumption data (its revision: every write on
 * the day rows, measurements, industrial rows and contracts) nor the terms change.
 */
export async function portfolioEntries(strapi: Core.Strapi, today: IsoDate): Promise<PortfolioEntry[]> {
  const [revision, terms] = await Promise.all([consumptionDataRevision(strapi), allTermRows(strapi)]);
  const stamp = createHash('sha256')
    .update(JSON.stringify([...terms.entries()]))
    .digest('hex');
  // The consumption answers' cache (same bound, CONSUMPTION_CACHE_MAX_ENTRIES), one entry per day.
  const cache = sharedAnswerCache('consumption', 'CONSUMPTION_CACHE_MAX_ENTRIES', 500);
  return cache.answer(`contract-accounting-portfolio|${today}`, `${revision}|${stamp}`, () => computeEntries(strapi, today));
}

/** Each entry's today (the cockpit's projection at the current minute), from one query. */
export async function todayOfEntries(
  strapi: Core.Strapi,
  entries: readonly PortfolioEntry[],
  today: IsoDate,
  nowMinutes: number,
): Promise<Map<number, TodayFigures | null>> {
  const rows = await todayRows(strapi, today);
  return new Map(
    entries.map((e) => {
      const row = rows.get(e.ref);
      return [
        e.ref,
        todayFigures(e.terms, {
          date: today,
          programmed: row?.programmed ?? null,
          partial: row?.partial ?? null,
          baseHour: e.baseHour,
          nowMinutes,
        }),
      ];
    }),
  );
}

const byName = new Intl.Collator('pt-BR').compare;

/** The portfolio's lines now, filtered by `kind`, largest amount first. */
async function portfolioLines(strapi: Core.Strapi, query: Query): Promise<{ today: IsoDate; lines: PortfolioLineView[] }> {
  const parts = saoPauloParts(now());
  const today = parts.date;
  const entries = await portfolioEntries(strapi, today);
  const todays = await todayOfEntries(strapi, entries, today, parts.hour * 60 + parts.minute);
  const all = entries.flatMap((e) => riskLines(e.contract, monthRisks(e.month), todays.get(e.ref) ?? null));
  const lines = portfolioOf(
    all,
    parseRiskKinds(query.kind) ?? [],
    (a, b) => byName(a.name, b.name) || a.consumerCode.localeCompare(b.consumerCode),
  );
  return {
    today,
    lines: lines.map((l) => ({
      contract: l.contract,
      kind: l.kind,
      volume: volumeText(l.volume),
      amountCents: Number(l.amountCents),
      days: l.days,
      todayOverrun: l.todayOverrun,
      settlementOn: l.settlementOn,
      dailyToAvoid: l.dailyToAvoid === null ? null : volumeText(l.dailyToAvoid),
    })),
  };
}

/**
 * GET /api/contract-accounting/portfolio?kind=&format= — the month's risks of every industrial
 * contract, largest simulated amount first (JSON), or the same lines as CSV (`format=csv`).
 */
export async function portfolio(
  strapi: Core.Strapi,
  query: Query,
): Promise<
  { kind: 'json'; body: { data: { month: string; today: IsoDate; lines: PortfolioLineView[] } } } | { kind: 'file'; file: FileAnswer }
> {
  const { today, lines } = await portfolioLines(strapi, query);
  if (query.format === 'csv')
    return {
      kind: 'file',
      file: {
        filename: `Carteira_contratos_industriais_${today.slice(0, 7)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(writeCsv(portfolioTableRows(lines)), 'utf8'),
      },
    };
  return { kind: 'json', body: { data: { month: today.slice(0, 7), today, lines } } };
}
