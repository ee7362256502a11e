/**
 * Demo data of the suspension notice and "Já paguei" (docs/collections-suspension.md): the
 * contract multi2 of multicontrato@demo.test has two overdue bills; the older one carries a
 * receipt under review ("Comprovante em análise", a one-page PDF in private storage) and the newer
 * one a suspension notice in force, dated from the seed's day like a notice of the daily sweep
 * (without its notification and e-mail). Written only while there is no notice and no receipt.
 */
import type { Core } from '@strapi/strapi';
import { earliestSuspensionDate, suspensionSettings } from '../domain/collections/suspension/rules';
import { saoPauloDate } from '../domain/time/sao-paulo';
import { now } from '../portal/core/clock';
import { isoDay } from '../portal/core/db';
import { INVOICE_UID } from '../portal/core/invoice-rows';
import { putBytes, recordFile } from '../portal/core/private-files';
import { CONTRACT_UID } from '../portal/core/types';
import { NOTICE_UID, RECEIPT_UID } from '../portal/collections/suspension/store';
import { receiptFileLink } from '../portal/collections/receipt/submit';
import { DEMO_CONTRACTS } from './demo-portal-data';

const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedDemoCollections(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(NOTICE_UID).count({})) > 0 || (await strapi.db.query(RECEIPT_UID).count({})) > 0) return;
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({
    where: { consumerCode: DEMO_CONTRACTS.multi2.consumerCode },
    select: ['id'],
  })) as { id: number } | null;
  if (!contract) return;
  const at = now();
  const today = saoPauloDate(at);
  const overdue = (await strapi.db.query(INVOICE_UID).findMany({
    // Not the bills the demo agreements negotiated (./demo-negotiation.ts).
    where: {
      contract: { id: contract.id },
      paymentDate: { $null: true },
      dueDate: { $lt: today },
      $or: [{ negotiated: false }, { negotiated: { $null: true } }],
    },
    select: ['id', 'numDoc', 'dueDate', 'amountCents', 'issueDate'],
    orderBy: [{ dueDate: 'asc' }],
  })) as { id: number; numDoc: string; dueDate: unknown; amountCents: number | string; issueDate: unknown }[];
  if (overdue.length < 2) return;
  const [reviewed, noticed] = overdue as [(typeof overdue)[number], (typeof overdue)[number]];

  const stored = await putBytes(strapi, RECEIPT_PDF);
  const protocol = `CMP-${today.slice(0, 4)}-DEMO000001`;
  await strapi.db.transaction(async () => {
    const receipt = (await strapi.db.query(RECEIPT_UID).create({
      data: {
        protocol,
        contract: contract.id,
        invoice: reviewed.id,
        numDoc: reviewed.numDoc,
        paymentDate: isoDay(reviewed.dueDate),
        receiptStatus: 'PENDING',
        submittedAt: at,
        submittedBy: 'CUSTOMER',
        waitingKey: `invoice:${reviewed.id}`,
        fileLink: receiptFileLink(protocol),
      },
    })) as { id: number };
    await recordFile(strapi, stored, {
      kind: 'PAYMENT_RECEIPT',
      relatedType: RECEIPT_UID,
      relatedId: receipt.id,
      name: `comprovante-${reviewed.numDoc}.pdf`,
      mime: 'application/pdf',
    });
    const settings = suspensionSettings(process.env);
    await strapi.db.query(NOTICE_UID).create({
      data: {
        contract: contract.id,
        bills: [{ id: noticed.id, numDoc: noticed.numDoc, dueDate: isoDay(noticed.dueDate), amountCents: Number(noticed.amountCents) }],
        amountCents: Number(noticed.amountCents),
        issuedAt: at,
        issuedOn: today,
        noticeDays: settings.noticeDays,
        suspensionFrom: earliestSuspensionDate(today, settings),
      },
    });
  });
}
