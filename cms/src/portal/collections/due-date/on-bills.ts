/**
 * "Effective from the next bill" (issue 24 §5; docs/collections-due-date.md): a step of the bills'
 * issue (portal/core/invoice-issue.ts `registerIssueStep`). A bill issued for a contract with a
 * stored due-day change in force for its reference month (`changeInForce`) is due on the new day
 * (`dueDateOnDay`), whatever date the billing system sent; bills issued before keep theirs.
 */
import type { Core } from '@strapi/strapi';
import { changeInForce, dueDateOnDay, type StoredDueDayChange } from '../../../domain/collections/due-date/rules';
import { isoDay } from '../../core/db';
import { INVOICE_UID } from '../../core/invoice-rows';
import { DUE_DATE_CHANGE_UID } from './due-date';

interface IssuedBill {
  id: number;
  referenceMonth: string;
  issueDate: unknown;
  dueDate: unknown;
  contract?: { id: number } | null;
}

export async function dueOnNewDay(strapi: Core.Strapi, invoiceIds: number[]): Promise<boolean> {
  // Without any stored change (the seed's history) there is nothing to read.
  if ((await strapi.db.query(DUE_DATE_CHANGE_UID).count({})) === 0) return false;
  const bills = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: { id: { $in: invoiceIds } },
      select: ['id', 'referenceMonth', 'issueDate', 'dueDate'],
      populate: { contract: { select: ['id'] } },
    })) as IssuedBill[]
  ).filter((bill) => bill.contract?.id);
  if (!bills.length) return false;
  const rows = (await strapi.db.query(DUE_DATE_CHANGE_UID).findMany({
    where: { contract: { id: { $in: [...new Set(bills.map((b) => b.contract!.id))] } } },
    select: ['dueDay', 'effectiveFrom', 'requestedAt'],
    populate: { contract: { select: ['id'] } },
  })) as (StoredDueDayChange & { contract?: { id: number } | null })[];
  if (!rows.length) return false;
  const byContract = new Map<number, StoredDueDayChange[]>();
  for (const row of rows)
    if (row.contract?.id)
      byContract.set(row.contract.id, [
        ...(byContract.get(row.contract.id) ?? []),
        { dueDay: Number(row.dueDay), effectiveFrom: row.effectiveFrom, requestedAt: new Date(row.requestedAt).toISOString() },
      ]);
  let changed = false;
  for (const bill of bills) {
    const change = changeInForce(byContract.get(bill.contract!.id) ?? [], bill.referenceMonth);
    if (!change) continue;
    const dueDate = isoDay(bill.dueDate)!;
    const wanted = dueDateOnDay(dueDate, isoDay(bill.issueDate)!, change.dueDay);
    if (wanted !== dueDate) {
      await strapi.db.query(INVOICE_UID).update({ where: { id: bill.id }, data: { dueDate: wanted } });
      changed = true;
    }
  }
  return changed;
}
