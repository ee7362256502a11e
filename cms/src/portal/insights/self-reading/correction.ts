/**
 * The corrected bill of an accepted contest (docs/insights-self-reading.md, "Contest of an
 * estimated bill"): the bill keeps its number and due date and is corrected in place — its current
 * reading becomes the informed one, its consumption the volume since its previous reading, its
 * reading type INFORMED, and its amount the bill recomputed from the same tariff. The rendered PDF
 * is drawn again on the next download (the PDF cache is keyed by the bill's revision).
 */
import type { Core } from '@strapi/strapi';
import { INVOICE_UID } from '../../core/invoice-rows';
import { READING_UID, type ReadingRow } from './store';

export async function correctBill(strapi: Core.Strapi, row: ReadingRow): Promise<{ amountCents: number } | null> {
  const invoice = row.invoice?.id
    ? ((await strapi.db.query(INVOICE_UID).findOne({ where: { id: row.invoice.id } })) as { id: number; amountCents: number } | null)
    : null;
  if (!invoice || !row.consumedM3) return null;
  const amountCents = Number(invoice.amountCents);
  await strapi.db.query(INVOICE_UID).update({
    where: { id: invoice.id },
    data: { currentReading: row.reading, consumptionM3: row.consumedM3 },
  });
  await strapi.db.query(READING_UID).update({ where: { id: row.id }, data: { correctedAmountCents: amountCents, __internal: true } });
  return { amountCents };
}
