/**
 * "Instalments come on the next bills" (issue 24 §4; docs/collections-negotiation.md): a step of
 * the bills' issue (portal/core/invoice-issue.ts `registerIssueStep`). A bill issued for a contract
 * and reference month that has an instalment not cancelled and not yet billed takes it: the
 * instalment records the bill (`invoiceId`, `invoiceNumDoc`, `billedAt`) by a conditional UPDATE
 * (only while no bill has it, so two bills at once cannot both take it), and the bill's amount
 * grows by the instalment's — in the issuer's transaction, so the bill's cobv, e-mail and PDF,
 * which follow the bill's writes, carry the new amount.
 */
import type { Core } from '@strapi/strapi';
import { instalmentsForBill } from '../../../domain/collections/negotiation/agreement';
import { now } from '../../core/clock';
import { INVOICE_UID } from '../../core/invoice-rows';
import { INSTALMENT_UID } from './store';

interface IssuedBill {
  id: number;
  numDoc: string;
  referenceMonth: string;
  amountCents: number;
  contract?: { id: number } | null;
}

export async function billInstalments(strapi: Core.Strapi, invoiceIds: number[]): Promise<boolean> {
  // Most bills meet no open instalment at all (the seed's history, a quiet month): one cheap count first.
  if ((await strapi.db.query(INSTALMENT_UID).count({ where: { cancelled: false, invoiceId: { $null: true } } })) === 0) return false;
  const bills = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: { id: { $in: invoiceIds } },
      select: ['id', 'numDoc', 'referenceMonth', 'amountCents'],
      populate: { contract: { select: ['id'] } },
    })) as IssuedBill[]
  ).filter((bill) => bill.contract?.id);
  if (!bills.length) return false;
  const open = (
    (await strapi.db.query(INSTALMENT_UID).findMany({
      where: {
        contract: { id: { $in: [...new Set(bills.map((b) => b.contract!.id))] } },
        referenceMonth: { $in: [...new Set(bills.map((b) => b.referenceMonth))] },
        cancelled: false,
        invoiceId: { $null: true },
      },
      select: ['id', 'referenceMonth', 'amountCents', 'cancelled', 'invoiceId'],
      populate: { contract: { select: ['id'] } },
    })) as {
      id: number;
      referenceMonth: string;
      amountCents: number;
      cancelled: boolean;
      invoiceId: number | null;
      contract?: { id: number } | null;
    }[]
  ).map((row) => ({ ...row, contractId: row.contract?.id ?? 0, amountCents: Number(row.amountCents) }));
  if (!open.length) return false;
  const query = strapi.db.query(INSTALMENT_UID);
  let changed = false;
  for (const bill of bills) {
    let added = 0;
    for (const instalment of instalmentsForBill({ contractId: bill.contract!.id, referenceMonth: bill.referenceMonth }, open)) {
      const { count } = (await query.updateMany({
        where: { id: instalment.id, invoiceId: { $null: true }, cancelled: false },
        data: { invoiceId: bill.id, invoiceNumDoc: bill.numDoc, billedAt: now() },
      })) as { count: number };
      if (count === 1) added += instalment.amountCents;
    }
    if (added > 0) {
      await strapi.db.query(INVOICE_UID).update({ where: { id: bill.id }, data: { amountCents: Number(bill.amountCents) + added } });
      changed = true;
    }
  }
  return changed;
}
