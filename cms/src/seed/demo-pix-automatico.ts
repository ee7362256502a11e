/**
 * The demo's Pix Automático (docs/collections-pix-automatico.md, "Demo"): the demo runs without a
 * Pix provider, so nothing is ever sent; to show the state of an authorised contract, contract
 * 100000003 of multicontrato@demo.test gets an APROVADA recurrence (as a PSP would have answered,
 * idRec made up) and its open bill a scheduled charge: the bill shows 'Será debitada via Pix
 * Automático em dd/MM'. Cancelling it in the demo answers that Pix Automático is unavailable.
 */
import type { Core } from '@strapi/strapi';
import { cobrTxid } from '../domain/collections/pix/automatic/recurrence';
import { addDays, saoPauloDate } from '../domain/time/sao-paulo';
import { now } from '../portal/core/clock';
import { INVOICE_UID } from '../portal/core/invoice-rows';
import { CONTRACT_UID } from '../portal/core/types';
import { RECURRENCE_UID, RECURRING_CHARGE_UID } from '../portal/collections/pix/automatic/store';
import { DEMO_CONTRACTS } from './demo-portal-data';

export async function seedDemoPixAutomatico(strapi: Core.Strapi): Promise<boolean> {
  if ((await strapi.db.query(RECURRENCE_UID).count({})) > 0) return false;
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({
    where: { consumerCode: DEMO_CONTRACTS.multi2.consumerCode },
    select: ['id'],
  })) as { id: number } | null;
  if (!contract) return false;
  const at = now();
  const today = saoPauloDate(at);
  const open = (await strapi.db.query(INVOICE_UID).findOne({
    where: {
      contract: { id: contract.id },
      paymentDate: { $null: true },
      dueDate: { $gte: today },
      $or: [{ negotiated: false }, { negotiated: { $null: true } }],
    },
    orderBy: [{ dueDate: 'asc' }],
    select: ['id', 'numDoc', 'amountCents', 'dueDate'],
  })) as { id: number; numDoc: string; amountCents: number; dueDate: string } | null;
  const firstDueDate = open ? String(open.dueDate).slice(0, 10) : addDays(today, 3);
  const idRec = `RR12345678${today.replace(/-/g, '')}DEMO0000001`;
  const rec = (await strapi.db.query(RECURRENCE_UID).create({
    data: {
      contract: contract.id,
      idRec,
      status: 'APROVADA',
      journey: 'JORNADA_2',
      journeyTaken: 'JORNADA_2',
      retryPolicy: 'PERMITE_3R_7D',
      ceilingCents: 50_000,
      firstDueDate,
      requestedAt: at,
      approvedAt: at,
      statusAt: at,
    },
  })) as { id: number };
  if (open)
    await strapi.db.query(RECURRING_CHARGE_UID).create({
      data: {
        invoiceId: open.id,
        numDoc: open.numDoc,
        recurrenceId: rec.id,
        idRec,
        txid: cobrTxid(open.numDoc),
        status: 'DONE',
        attempts: 0,
        retries: 0,
        amountCents: Number(open.amountCents),
        dueDate: firstDueDate,
        cobrStatus: 'ATIVA',
        changedAt: at,
      },
    });
  return true;
}
