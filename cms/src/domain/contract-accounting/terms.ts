/**
 * The terms of an industrial contract (issue 26 §1; docs/contract-accounting.md): one period of
 * validity each, read from the CMS rows into exact integers. Percentages are held in basis points
 * (hundredths of a percent: 80 % = 8000), factors in hundredths (1,5 = 150), volumes in litres
 * (thousandths of m³) and the tariff in ten-thousandths of a cent per m³ (R$ 2,451234 per m³ =
 * 245,1234 cents = 2 451 234 units; at most 4 decimals of a cent are accepted, so it is exact).
 * Pure: no Strapi, Koa or React.
 */
import { parseVolume, type Litres } from '../consumption/volumes';
import { isIsoDate, type IsoDate } from '../time/sao-paulo';
import { CONTRACT_ACCOUNTING_MESSAGES as M } from './messages';

export type TakeOrPayPeriod = 'monthly' | 'annual';

/** A term period as stored (the CMS row: decimal texts, integers, dates). */
export interface TermRow {
  contractRef: number;
  validFrom: string;
  validTo: string | null;
  qdc: string | null;
  monthlyVolume: string;
  annualVolume: string;
  contractYearStartMonth: number;
  contractYearStartDay: number;
  takeOrPayPercent: string;
  takeOrPayPeriod: TakeOrPayPeriod;
  shipOrPayPercent: string;
  overrunTolerancePercent: string;
  overrunPenaltyFactor: string;
  makeUpYears: number;
  makeUpSharePercent: string;
  imbalanceTolerancePercent: string;
  imbalanceChargeFactor: string;
  tariffCentsPerM3: string;
  reference?: string | null;
}

/** A term period in exact integers, ready for the rules. */
export interface Term {
  validFrom: IsoDate;
  /** Last day of validity (inclusive); null while in force. */
  validTo: IsoDate | null;
  qdc: Litres;
  monthlyVolume: Litres;
  annualVolume: Litres;
  yearStart: { month: number; day: number };
  takeOrPayBp: bigint;
  takeOrPayPeriod: TakeOrPayPeriod;
  shipOrPayBp: bigint;
  overrunToleranceBp: bigint;
  /** Hundredths: 150 = the tariff × 1,5. */
  overrunFactor: bigint;
  makeUpYears: number;
  makeUpShareBp: bigint;
  imbalanceToleranceBp: bigint;
  imbalanceFactor: bigint;
  /** Ten-thousandths of a cent per m³. */
  tariff: bigint;
}

/** '80' or '5.5' (at most 2 decimals, 0–100) → basis points; null when malformed. */
export function percentBp(text: unknown): bigint | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(String(text).trim());
  if (!m) return null;
  const bp = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10000n ? bp : null;
}

/** A factor '1.5' (at most 2 decimals, up to 99,99) → hundredths; null when malformed. */
export function factorHundredths(text: unknown): bigint | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const m = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(String(text).trim());
  return m ? BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
}

/** Cents per m³ '245.1234' (at most 4 decimals) → ten-thousandths of a cent; null when malformed. */
export function tariffUnits(text: unknown): bigint | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const m = /^(\d{1,7})(?:[.,](\d{1,4}))?$/.exec(String(text).trim());
  return m ? BigInt(m[1]!) * 10000n + BigInt((m[2] ?? '').padEnd(4, '0')) : null;
}

const litresOrNull = (value: unknown): Litres | null => {
  const parsed = parseVolume(value);
  return parsed.ok ? parsed.litres : null;
};

/**
 * The Portuguese problems of a term period as staff typed it (empty when it can be saved).
 */
export function termErrors(row: Partial<TermRow>): string[] {
  const out: string[] = [];
  if (!isIsoDate(row.validFrom)) out.push(M.validFrom);
  if (row.validTo !== null && row.validTo !== undefined && row.validTo !== '') {
    if (!isIsoDate(row.validTo)) out.push(M.validTo);
    else if (isIsoDate(row.validFrom) && row.validTo < row.validFrom) out.push(M.validToBeforeFrom);
  }
  if (row.qdc !== null && row.qdc !== undefined && row.qdc !== '' && litresOrNull(row.qdc) === null) out.push(M.qdc);
  if (litresOrNull(row.monthlyVolume) === null) out.push(M.monthlyVolume);
  if (litresOrNull(row.annualVolume) === null) out.push(M.annualVolume);
  const month = Number(row.contractYearStartMonth);
  const day = Number(row.contractYearStartDay);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > 28) out.push(M.yearStart);
  for (const [key, message] of [
    ['takeOrPayPercent', M.takeOrPay],
    ['shipOrPayPercent', M.shipOrPay],
    ['overrunTolerancePercent', M.overrunTolerance],
    ['makeUpSharePercent', M.makeUpShare],
    ['imbalanceTolerancePercent', M.imbalanceTolerance],
  ] as const)
    if (percentBp(row[key]) === null) out.push(message);
  if (row.takeOrPayPeriod !== 'monthly' && row.takeOrPayPeriod !== 'annual') out.push(M.takeOrPayPeriod);
  if (factorHundredths(row.overrunPenaltyFactor) === null) out.push(M.overrunFactor);
  if (factorHundredths(row.imbalanceChargeFactor) === null) out.push(M.imbalanceFactor);
  const years = Number(row.makeUpYears);
  if (!Number.isInteger(years) || years < 0 || years > 10) out.push(M.makeUpYears);
  if (tariffUnits(row.tariffCentsPerM3) === null) out.push(M.tariff);
  return out;
}

/** Whether two validity periods share a day (an open end runs forever). */
export function periodsOverlap(
  a: { validFrom: IsoDate; validTo: IsoDate | null },
  b: { validFrom: IsoDate; validTo: IsoDate | null },
): boolean {
  const aEnd = a.validTo ?? '9999-12-31';
  const bEnd = b.validTo ?? '9999-12-31';
  return a.validFrom <= bEnd && b.validFrom <= aEnd;
}

/**
 * A term row in exact integers. The QDC left empty takes the industrial contract's (`qdcFallback`,
 * litres). Call only on rows `termErrors` accepted.
 */
export function termOf(row: TermRow, qdcFallback: Litres): Term {
  return {
    validFrom: row.validFrom,
    validTo: row.validTo || null,
    qdc: row.qdc ? litresOrNull(row.qdc)! : qdcFallback,
    monthlyVolume: litresOrNull(row.monthlyVolume)!,
    annualVolume: litresOrNull(row.annualVolume)!,
    yearStart: { month: Number(row.contractYearStartMonth), day: Number(row.contractYearStartDay) },
    takeOrPayBp: percentBp(row.takeOrPayPercent)!,
    takeOrPayPeriod: row.takeOrPayPeriod,
    shipOrPayBp: percentBp(row.shipOrPayPercent)!,
    overrunToleranceBp: percentBp(row.overrunTolerancePercent)!,
    overrunFactor: factorHundredths(row.overrunPenaltyFactor)!,
    makeUpYears: Number(row.makeUpYears),
    makeUpShareBp: percentBp(row.makeUpSharePercent)!,
    imbalanceToleranceBp: percentBp(row.imbalanceTolerancePercent)!,
    imbalanceFactor: factorHundredths(row.imbalanceChargeFactor)!,
    tariff: tariffUnits(row.tariffCentsPerM3)!,
  };
}

/** The term in force on a day (validFrom ≤ day ≤ validTo), or null. */
export function termOn(terms: readonly Term[], day: IsoDate): Term | null {
  return terms.find((t) => t.validFrom <= day && (t.validTo === null || day <= t.validTo)) ?? null;
}
