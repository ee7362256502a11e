/**
 * What an accepted self-reading does (docs/insights-self-reading.md, "An accepted reading feeds the
 * bill" and "Projection of the next bill"), in the transaction that accepts it:
 *
 * - **The cycle's bill from the informed reading** (`domain/insights/self-reading/informed-bill.ts`):
 *   when the cycle's bill is already issued (staff accepted the reading after the billing run), it is
 *   rewritten now (./correction.ts `billFromReading`); when it is issued later, the issue step
 *   `self-reading` (portal/core/invoice-issue.ts `registerIssueStep`, every issuing path, in the
 *   issuer's transaction) rewrites it as it is written. Either way the reading records the bill
 *   (`invoice`, `numDoc`) and is not used twice.
 * - **The projection judged by the consumption alert**: the next bill projected from the informed
 *   reading and the days elapsed (the projection the screen shows) is queued for the alert
 *   (portal/insights/consumption/alerts.ts `queueProjectionAlert`), once per contract and month.
 */
import type { Core } from '@strapi/strapi';
import { informedBill, isCycleBill } from '../../../domain/insights/self-reading/informed-bill';
import { correctedLitres } from '../../../domain/insights/self-reading/bill-lines';
import { projectCycle } from '../../../domain/insights/self-reading/projection';
import { litresOf } from '../../../domain/insights/self-reading/rules';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { INVOICE_UID } from '../../core/invoice-rows';
import { queueProjectionAlert } from '../consumption/alerts';
import { billFromReading } from './correction';
import { billReadings, historyOf, READING_UID, settings, type ReadingRow } from './store';

interface CycleBillRow {
  id: number;
  previousReading: string;
  currentReading: string;
  readingType: string | null;
  previousReadingDate: string | null;
  currentReadingDate: string | null;
  contract?: { id: number } | null;
}

const BILL_FIELDS = ['id', 'previousReading', 'currentReading', 'readingType', 'previousReadingDate', 'currentReadingDate'];

/** Feeds bill `bill` from the accepted reading `row` when it is the reading's cycle bill; answers whether the bill changed. */
async function feed(strapi: Core.Strapi, bill: CycleBillRow, row: ReadingRow): Promise<boolean> {
  const readOn = isoDay(row.readOn)!;
  const facts = {
    previousReading: litresOf(bill.previousReading) ?? 0,
    currentReading: litresOf(bill.currentReading) ?? 0,
    readingType: bill.readingType,
    previousReadingDate: isoDay(bill.previousReadingDate),
    currentReadingDate: isoDay(bill.currentReadingDate),
  };
  if (!isCycleBill(facts, readOn)) return false;
  const reading = litresOf(row.reading);
  const fresh = reading === null ? null : informedBill(facts, { reading, readOn }, settings().meterDigits);
  if (fresh) {
    await billFromReading(strapi, bill.id, row.id, row.reading, fresh.measured);
    return true;
  }
  // Read on site (REAL) or already from this reading: the reading still belongs to this bill.
  const numDoc = ((await strapi.db.query(INVOICE_UID).findOne({ where: { id: bill.id }, select: ['numDoc'] })) as { numDoc: string })
    .numDoc;
  await strapi.db.query(READING_UID).update({ where: { id: row.id }, data: { invoice: bill.id, numDoc, __internal: true } });
  return false;
}

/** An accepted cycle reading (row with its contract) fed to its cycle's bill when that bill is already issued. */
async function feedIssuedCycleBill(strapi: Core.Strapi, contractId: number, row: ReadingRow): Promise<void> {
  const readOn = isoDay(row.readOn)!;
  const bill = (await strapi.db.query(INVOICE_UID).findOne({
    where: { contract: { id: contractId }, previousReadingDate: { $lt: readOn }, currentReadingDate: { $gte: readOn } },
    select: BILL_FIELDS,
    orderBy: [{ currentReadingDate: 'asc' }, { id: 'asc' }],
  })) as CycleBillRow | null;
  if (bill) await feed(strapi, bill, row);
}

/** The next bill projected from the accepted reading, queued for the consumption alert (when the reading is after the last bill). */
async function queueProjection(strapi: Core.Strapi, contractId: number, row: ReadingRow): Promise<void> {
  const bills = await billReadings(strapi, contractId, now());
  const last = bills[0];
  const readOn = isoDay(row.readOn)!;
  const consumed = litresOf(row.consumedM3);
  if (!last || consumed === null || readOn <= last.readOn) return;
  const projected = projectCycle({
    lastBill: { readOn: last.readOn, litres: last.currentReading },
    informed: { readOn, consumed },
    history: historyOf(bills),
    readingDate: isoDay(row.cycleReadingDate)!,
  });
  if (!projected || projected.basis !== 'INFORMED') return;
  await queueProjectionAlert(strapi, {
    contractId,
    // A bill's reference month is the month of its reading date (cms/src/seed/demo-invoices.ts).
    referenceMonth: projected.periodEnd.slice(0, 7),
    litres: correctedLitres(projected.projected, last.correctionFactor),
    days: projected.days,
  });
}

/**
 * The effects of a cycle reading accepted — at once when sent, or by staff in the admin: its
 * cycle's bill when already issued, the projection queued for the alert. Joins the open transaction.
 */
export async function readingAccepted(strapi: Core.Strapi, contractId: number, row: ReadingRow): Promise<void> {
  if (row.kind !== 'CYCLE' || row.readingStatus !== 'ACCEPTED') return;
  await strapi.db.transaction(async () => {
    await feedIssuedCycleBill(strapi, contractId, row);
    await queueProjection(strapi, contractId, row);
  });
}

/**
 * The issue step `self-reading` (registered at bootstrap): each bill just issued whose period holds
 * an accepted cycle reading not yet used is issued from that reading. Answers whether a bill changed.
 */
export async function feedIssuedBills(strapi: Core.Strapi, invoiceIds: number[]): Promise<boolean> {
  const waiting = { kind: 'CYCLE', readingStatus: 'ACCEPTED', numDoc: { $null: true } };
  // Most bills meet no accepted reading waiting for its bill: one cheap count first.
  if ((await strapi.db.query(READING_UID).count({ where: waiting })) === 0) return false;
  const bills = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: { id: { $in: invoiceIds }, previousReadingDate: { $notNull: true }, currentReadingDate: { $notNull: true } },
      select: BILL_FIELDS,
      populate: { contract: { select: ['id'] } },
    })) as CycleBillRow[]
  ).filter((bill) => bill.contract?.id);
  if (!bills.length) return false;
  const readings = (await strapi.db.query(READING_UID).findMany({
    where: { ...waiting, contract: { id: { $in: [...new Set(bills.map((b) => b.contract!.id))] } } },
    orderBy: [{ readOn: 'asc' }, { id: 'asc' }],
    populate: { contract: { select: ['id'] } },
  })) as ReadingRow[];
  let changed = false;
  const used = new Set<number>();
  for (const bill of bills)
    for (const row of readings) {
      if (used.has(row.id) || row.contract?.id !== bill.contract!.id || !isCycleBill(billDates(bill), isoDay(row.readOn)!)) continue;
      used.add(row.id);
      if (await feed(strapi, bill, row)) changed = true;
      break;
    }
  return changed;
}

const billDates = (bill: CycleBillRow) => ({
  previousReadingDate: isoDay(bill.previousReadingDate),
  currentReadingDate: isoDay(bill.currentReadingDate),
});
