/**
 * A bill rewritten from a reading the customer informed (docs/insights-self-reading.md): the
 * corrected bill of an accepted contest ("Contest of an estimated bill") and the cycle's bill fed
 * by an accepted self-reading ("An accepted reading feeds the bill"). The bill keeps its number,
 * due date and period and is rewritten in place — its current reading becomes the informed one, its
 * measured and corrected volumes the volume since its previous reading (corrected by the bill's own
 * correction factor), its reading type INFORMED, and its amount changes by exactly what the tariff
 * prices differently: amount − computeBill(old volume) + computeBill(new volume), over the bill's
 * own period, so its other items (instalments, fine, interest, credits) stay as they were. An
 * unpaid bill takes the new amount (its PDF is a new version; a PIX cobv, when configured, is
 * changed by the charges' queue like any write of a bill); a bill already paid keeps its amount and
 * the new amount is recorded on the reading (`correctedAmountCents`) for the billing system to
 * settle on the next bill. Without reading dates or a tariff for the period, the amount is left for
 * staff to correct. Joins the open transaction.
 */
import type { Core } from '@strapi/strapi';
import { billOf, correctedLitres } from '../../../domain/insights/self-reading/bill-lines';
import { decimalOf, litresOf } from '../../../domain/insights/self-reading/rules';
import { isoDay } from '../../core/db';
import { INVOICE_UID } from '../../core/invoice-rows';
import { READING_UID, type ReadingRow } from './store';
import { classOf, tariffsOfClass } from './tariffs';

interface InvoiceFacts {
  id: number;
  numDoc: string;
  amountCents: number | string;
  consumptionM3: string;
  correctedM3: string | null;
  correctionFactor: string | null;
  previousReadingDate: string | null;
  currentReadingDate: string | null;
  paymentDate: string | null;
  contract?: { id: number; segment: string | null } | null;
}

/**
 * Rewrites bill `invoiceId` from the informed `reading` (m³ text) with `measured` litres since its
 * previous reading; records the bill and its new amount on reading row `readingId`. Answers the
 * bill's number and new amount, or null when the bill is gone.
 */
export async function billFromReading(
  strapi: Core.Strapi,
  invoiceId: number,
  readingId: number,
  reading: string,
  measured: number,
): Promise<{ numDoc: string; amountCents: number } | null> {
  const invoice = (await strapi.db.query(INVOICE_UID).findOne({
    where: { id: invoiceId },
    populate: { contract: { select: ['id', 'segment'] } },
  })) as InvoiceFacts | null;
  if (!invoice) return null;
  const corrected = correctedLitres(measured, invoice.correctionFactor);
  const before = litresOf(invoice.correctedM3) ?? correctedLitres(litresOf(invoice.consumptionM3) ?? 0, invoice.correctionFactor);
  const amount = Number(invoice.amountCents);
  let amountCents = amount;
  const periodStart = isoDay(invoice.previousReadingDate);
  const periodEnd = isoDay(invoice.currentReadingDate);
  if (periodStart && periodEnd && periodStart < periodEnd) {
    const tariffClass = classOf(invoice.contract ?? {});
    const tariffs = await tariffsOfClass(strapi, tariffClass);
    const old = billOf({ tariffClass, periodStart, periodEnd, correctedLitres: before, tariffs });
    const fresh = billOf({ tariffClass, periodStart, periodEnd, correctedLitres: corrected, tariffs });
    if (old && fresh) amountCents = Math.max(1, amount - old.totalCents + fresh.totalCents);
  }
  const paid = Boolean(invoice.paymentDate);
  await strapi.db.query(INVOICE_UID).update({
    where: { id: invoice.id },
    data: {
      currentReading: reading,
      consumptionM3: decimalOf(corrected),
      measuredM3: decimalOf(measured),
      correctedM3: decimalOf(corrected),
      readingType: 'INFORMED',
      ...(paid ? {} : { amountCents }),
    },
  });
  await strapi.db.query(READING_UID).update({
    where: { id: readingId },
    data: { invoice: invoice.id, numDoc: invoice.numDoc, correctedAmountCents: amountCents, __internal: true },
  });
  return { numDoc: invoice.numDoc, amountCents };
}

/** The contested bill corrected by the accepted contest's reading. */
export async function correctBill(strapi: Core.Strapi, row: ReadingRow): Promise<{ amountCents: number } | null> {
  const measured = litresOf(row.consumedM3);
  if (!row.invoice?.id || measured === null) return null;
  return billFromReading(strapi, row.invoice.id, row.id, row.reading, measured);
}
