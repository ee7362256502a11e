/**
 * Credits consumed by the next bills (issue 25 §1; docs/insights-explain.md): a step of the bills'
 * issue (portal/core/invoice-issue.ts `registerIssueStep`), registered after the instalments so it
 * sees the bill's whole amount. A bill issued for a contract with open credits takes them, oldest
 * first, never more than its total (domain/collections/credits `creditUses`); each use is a row of
 * `credit_uses` (unique per credit and bill: a bill issued twice takes nothing twice) and the
 * credit's remaining amount goes down by a conditional UPDATE (only while it still is what was read,
 * so two bills at once cannot spend the same cents) — in the issuer's transaction.
 */
import type { Core } from '@strapi/strapi';
import { creditUses } from '../../../domain/collections/credits/rules';
import { CREDIT_UID, CREDIT_USE_UID } from '../../core/contract-credits';
import { INVOICE_UID } from '../../core/invoice-rows';

interface IssuedBill {
  id: number;
  numDoc: string;
  amountCents: number;
  contract?: { id: number } | null;
}

export async function billCredits(strapi: Core.Strapi, invoiceIds: number[]): Promise<boolean> {
  const credits = strapi.db.query(CREDIT_UID);
  if ((await credits.count({ where: { remainingCents: { $gt: 0 } } })) === 0) return false;
  const bills = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: { id: { $in: invoiceIds } },
      select: ['id', 'numDoc', 'amountCents'],
      populate: { contract: { select: ['id'] } },
    })) as IssuedBill[]
  ).filter((bill) => bill.contract?.id);
  const uses = strapi.db.query(CREDIT_USE_UID);
  // Only the bills of contracts with an open credit go on (a batch of thousands meets few).
  const withOpen = new Set(
    (
      (await credits.findMany({
        where: { contract: { id: { $in: [...new Set(bills.map((b) => b.contract!.id))] } }, remainingCents: { $gt: 0 } },
        select: ['id'],
        populate: { contract: { select: ['id'] } },
      })) as { contract?: { id: number } | null }[]
    ).map((r) => r.contract?.id),
  );
  let changed = false;
  for (const bill of bills.filter((b) => withOpen.has(b.contract!.id))) {
    if ((await uses.count({ where: { invoiceId: bill.id } })) > 0) continue;
    const open = (
      (await credits.findMany({
        where: { contract: { id: bill.contract!.id }, remainingCents: { $gt: 0 } },
        orderBy: [{ id: 'asc' }],
        select: ['id', 'remainingCents'],
      })) as { id: number; remainingCents: number }[]
    ).map((c) => ({ id: c.id, remainingCents: Number(c.remainingCents) }));
    let taken = 0;
    for (const use of creditUses(Number(bill.amountCents), open)) {
      const remaining = open.find((c) => c.id === use.id)!.remainingCents;
      const { count } = (await credits.updateMany({
        where: { id: use.id, remainingCents: remaining },
        data: { remainingCents: remaining - use.amountCents },
      })) as { count: number };
      if (count !== 1) continue;
      await uses.create({
        data: {
          creditId: use.id,
          contractId: bill.contract!.id,
          invoiceId: bill.id,
          invoiceNumDoc: bill.numDoc,
          amountCents: use.amountCents,
          useKey: `${use.id}-${bill.id}`,
        },
      });
      taken += use.amountCents;
    }
    if (taken > 0) {
      await strapi.db.query(INVOICE_UID).update({ where: { id: bill.id }, data: { amountCents: Number(bill.amountCents) - taken } });
      changed = true;
    }
  }
  return changed;
}
