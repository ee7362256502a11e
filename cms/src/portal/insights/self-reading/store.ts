/**
 * Self-reading's rows (docs/insights-self-reading.md): the informed readings
 * (`api::insights.meter-reading`), the contract's bills as reading history, and the view the
 * customer reads. The bills are read through core/invoice-rows (the invoices domain's rows).
 */
import type { Core } from '@strapi/strapi';
import {
  daysBetween,
  decimalOf,
  litresOf,
  READING_STATUS_LABELS,
  selfReadingSettings,
  type HistoryCycle,
  type ReadingKind,
  type ReadingStatus,
  type SelfReadingSettings,
} from '../../../domain/insights/self-reading/rules';
import type { ReadingView } from '../../../domain/insights/self-reading/types';
import { isoDay } from '../../core/db';
import { INVOICE_UID, visibleAt } from '../../core/invoice-rows';
import { siteUrl } from '../../core/mail';

export const READING_UID = 'api::insights.meter-reading' as const;

export const settings = (): SelfReadingSettings => selfReadingSettings(process.env);

export interface ReadingRow {
  id: number;
  protocol: string;
  kind: ReadingKind;
  numDoc: string | null;
  reading: string;
  readOn: string;
  cycleReadingDate: string;
  lastReading: string | null;
  consumedM3: string | null;
  rollover: boolean | null;
  plausible: boolean | null;
  readingStatus: ReadingStatus;
  refusalReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  photoDeletedAt: string | null;
  contract?: { id: number } | null;
  invoice?: { id: number } | null;
}

export function readingView(row: ReadingRow): ReadingView {
  return {
    protocol: row.protocol,
    kind: row.kind,
    reading: row.reading,
    readOn: isoDay(row.readOn)!,
    cycleReadingDate: isoDay(row.cycleReadingDate)!,
    consumedM3: row.consumedM3 ?? '',
    rollover: Boolean(row.rollover),
    status: row.readingStatus,
    statusLabel: READING_STATUS_LABELS[row.readingStatus],
    refusalReason: row.readingStatus === 'REFUSED' ? (row.refusalReason ?? null) : null,
    numDoc: row.kind === 'CONTEST' ? row.numDoc : null,
  };
}

/** The staff's link to the photo, through the site (portal administrators signed in). */
export const photoLink = (protocol: string) => `${siteUrl()}/api/insights/self-reading/${protocol}/files/1`;

export interface BillReading {
  id: number;
  numDoc: string;
  /** The day of the bill's current reading (the invoice's reading date; its issue date when it has none). */
  readOn: string;
  previousReadOn: string | null;
  currentReading: number;
  previousReading: number;
  consumed: number;
  readingType: string | null;
  correctionFactor: string | null;
}

type BillFields = {
  id: number;
  numDoc: string;
  issueDate: unknown;
  previousReading: string;
  currentReading: string;
  consumptionM3: string;
  readingDate?: unknown;
  currentReadingDate?: unknown;
  previousReadingDate?: unknown;
  readingType?: string | null;
  correctionFactor?: string | null;
};

/** The contract's visible bills, newest reading first, as readings. */
export async function billReadings(strapi: Core.Strapi, contractId: number, at: Date): Promise<BillReading[]> {
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where: { contract: { id: contractId }, ...visibleAt(at) },
    orderBy: [{ issueDate: 'desc' }, { id: 'desc' }],
    limit: 25,
  })) as BillFields[];
  return rows.map((row) => {
    const readOn = isoDay(row.currentReadingDate ?? row.readingDate) ?? isoDay(row.issueDate)!;
    return {
      id: row.id,
      numDoc: row.numDoc,
      readOn,
      previousReadOn: isoDay(row.previousReadingDate),
      currentReading: litresOf(row.currentReading) ?? 0,
      previousReading: litresOf(row.previousReading) ?? 0,
      consumed: litresOf(row.consumptionM3) ?? 0,
      readingType: typeof row.readingType === 'string' ? row.readingType : null,
      correctionFactor: row.correctionFactor ?? null,
    };
  });
}

/** The bills' cycles as history: litres and days (between consecutive reading dates). */
export function historyOf(bills: readonly BillReading[]): HistoryCycle[] {
  const cycles: HistoryCycle[] = [];
  for (let i = 0; i < bills.length && cycles.length < 12; i++) {
    const bill = bills[i]!;
    const from = bill.previousReadOn ?? bills[i + 1]?.readOn ?? null;
    if (!from) continue;
    const days = daysBetween(from, bill.readOn);
    if (days > 0) cycles.push({ litres: bill.consumed, days });
  }
  return cycles;
}

/** The contract's readings informed, newest first. */
export const readingsOf = async (strapi: Core.Strapi, contractId: number, limit = 24): Promise<ReadingRow[]> =>
  (await strapi.db.query(READING_UID).findMany({
    where: { contract: { id: contractId } },
    orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
    limit,
  })) as ReadingRow[];

export interface LastReading {
  litres: number;
  date: string;
}

/** The meter's last known reading: the newest of the last bill's and the last accepted informed one. */
export function lastReadingOf(bills: readonly BillReading[], readings: readonly ReadingRow[]): LastReading | null {
  const bill = bills[0];
  const fromBill = bill ? { litres: bill.currentReading, date: bill.readOn } : null;
  const accepted = readings.find((r) => r.readingStatus === 'ACCEPTED' && r.kind === 'CYCLE');
  const fromReading = accepted ? { litres: litresOf(accepted.reading) ?? 0, date: isoDay(accepted.readOn)! } : null;
  if (fromReading && (!fromBill || fromReading.date > fromBill.date)) return fromReading;
  return fromBill;
}

export const m3 = (litres: number | null | undefined) => (litres === null || litres === undefined ? null : decimalOf(litres));
