/**
 * A contract's bills as "Meu consumo" reads them (issue 25 §2): reference month, billed volume in
 * litres and the cycle's days. The days are those between the bill's reading dates when the bill
 * has them, else the days of its reference month (bills written before the reading dates existed).
 * The volume is the corrected m³ when the bill has it (issue 25 §1), else its billed m³.
 */
import type { Core } from '@strapi/strapi';
import { cycleDays, daysOfMonth, litresOf, type BillVolume } from '../../../domain/insights/consumption/rules';
import { isoDay } from '../../core/db';
import { INVOICE_UID, visibleAt } from '../../core/invoice-rows';

export interface BillFacts {
  id?: number;
  referenceMonth: string;
  consumptionM3: string;
  previousReadingDate?: string | null;
  currentReadingDate?: string | null;
  correctedM3?: string | null;
  readingType?: 'REAL' | 'ESTIMATED' | 'INFORMED' | null;
  amountCents?: number | null;
}

/** The fields read of a bill (the reading dates when the schema has them). */
export function billFields(strapi: Core.Strapi): string[] {
  const attributes = (strapi.contentType(INVOICE_UID) as { attributes: Record<string, unknown> }).attributes;
  return [
    'id',
    'referenceMonth',
    'consumptionM3',
    'amountCents',
    ...['previousReadingDate', 'currentReadingDate', 'correctedM3', 'readingType'].filter((f) => f in attributes),
  ];
}

export function volumeOf(bill: BillFacts): BillVolume | null {
  // The billed volume: the corrected m³ (issue 25 §1) when the bill has it.
  const litres = litresOf(bill.correctedM3 || bill.consumptionM3);
  if (litres === null || !/^\d{4}-\d{2}$/.test(bill.referenceMonth)) return null;
  return {
    referenceMonth: bill.referenceMonth,
    litres,
    days: cycleDays(isoDay(bill.previousReadingDate), isoDay(bill.currentReadingDate)) ?? daysOfMonth(bill.referenceMonth),
    readingType: bill.readingType ?? null,
    ...(bill.amountCents != null ? { totalCents: Number(bill.amountCents) } : {}),
  };
}

/** The contract's visible bills of `fromMonth` onwards (all when absent), oldest first (a month's later bill last). */
export async function contractBills(strapi: Core.Strapi, contractId: number, fromMonth?: string): Promise<BillVolume[]> {
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where: { contract: { id: contractId }, ...(fromMonth ? { referenceMonth: { $gte: fromMonth } } : {}), ...visibleAt() },
    select: billFields(strapi),
    orderBy: [{ referenceMonth: 'asc' }, { id: 'asc' }],
  })) as BillFacts[];
  return rows.flatMap((row) => volumeOf(row) ?? []);
}
