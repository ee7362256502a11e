/**
 * The reconnection fee on the next bills (issue 25 §1; docs/collections-suspension.md, "Reconnection
 * fee on the bills"). The event is staff's status change in the admin: a RECONNECTION request with a
 * fee (`feeCents`, the price of "Configurações de serviços" when the customer asked, 0 when free)
 * marked DONE records its instalments — in the number staff chose on the request (`feeInstalments`,
 * 1..`feeMaxInstalments` of the settings; empty: 3) — once: the unique `instalmentKey` per request and
 * number keeps a second save (or two at once) from recording them again, and they are written in one
 * transaction (all or none). Then a step of the bills' issue (portal/core/invoice-issue.ts
 * `registerIssueStep`) gives every bill issued for the contract from the month after the reconnection
 * the next instalment: a conditional UPDATE records the bill on it (only while no bill has it, so a
 * bill issued twice, or two bills at once, cannot take it twice) and the bill's amount grows by it.
 */
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  feeInstalmentCount,
  feeInstalmentsForBill,
  planFeeInstalments,
  RECONNECTION_FEE_MESSAGES as M,
} from '../../domain/service/reconnection-fee';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import { now } from '../core/clock';
import { INVOICE_UID } from '../core/invoice-rows';
import { serviceSettings, SERVICE_REQUEST_UID } from './store';

export const FEE_INSTALMENT_UID = 'api::service.reconnection-instalment' as const;

interface RequestRow {
  id: number;
  protocol: string;
  kind: string;
  requestStatus: string;
  feeCents: number | null;
  feeInstalments: number | null;
  contract?: { id: number } | null;
}

/** beforeUpdate of a service request: the instalments staff choose are 1..N of the settings. */
export async function guardFeeInstalments(strapi: Core.Strapi, data: Record<string, unknown> | undefined): Promise<void> {
  if (!data || !('feeInstalments' in data) || data.feeInstalments === null || data.feeInstalments === '') return;
  const max = (await serviceSettings(strapi)).feeMaxInstalments;
  if (feeInstalmentCount(data.feeInstalments, max) === null) throw new errors.ApplicationError(M.instalments(max));
}

/** afterUpdate of a service request: a charged reconnection now DONE gets its fee instalments (once). */
export async function recordReconnectionFees(strapi: Core.Strapi, where: unknown): Promise<number> {
  if (!where) return 0;
  const rows = (await strapi.db.query(SERVICE_REQUEST_UID).findMany({
    where: { $and: [where as Record<string, unknown>, { kind: 'RECONNECTION', requestStatus: 'DONE', feeCents: { $gt: 0 } }] },
    select: ['id', 'protocol', 'kind', 'requestStatus', 'feeCents', 'feeInstalments'],
    populate: { contract: { select: ['id'] } },
  })) as RequestRow[];
  let recorded = 0;
  for (const row of rows) if (row.contract?.id && (await recordFee(strapi, row))) recorded++;
  return recorded;
}

async function recordFee(strapi: Core.Strapi, row: RequestRow): Promise<boolean> {
  const query = strapi.db.query(FEE_INSTALMENT_UID);
  if ((await query.count({ where: { serviceRequestId: row.id } })) > 0) return false;
  const max = (await serviceSettings(strapi)).feeMaxInstalments;
  const count = feeInstalmentCount(row.feeInstalments, max) ?? Math.min(3, max);
  const reconnectedOn = saoPauloDate(now());
  const plan = planFeeInstalments(Number(row.feeCents), count, reconnectedOn);
  try {
    await strapi.db.transaction(async () => {
      for (const instalment of plan)
        await query.create({
          data: {
            contract: row.contract!.id,
            serviceRequestId: row.id,
            protocol: row.protocol,
            ...instalment,
            reconnectedOn,
            instalmentKey: `SR${row.id}-${instalment.number}`,
          },
        });
    });
  } catch (error) {
    // Another save recorded them at the same time: the unique key let one in.
    if ((await query.count({ where: { serviceRequestId: row.id } })) > 0) return false;
    throw error;
  }
  return true;
}

interface IssuedBill {
  id: number;
  numDoc: string;
  referenceMonth: string;
  amountCents: number;
  contract?: { id: number } | null;
}

/** The issue step (see the file's comment); answers whether it changed a bill. */
export async function billReconnectionInstalments(strapi: Core.Strapi, invoiceIds: number[]): Promise<boolean> {
  const query = strapi.db.query(FEE_INSTALMENT_UID);
  // Most bills meet no open instalment at all: one cheap count first.
  if ((await query.count({ where: { invoiceId: { $null: true } } })) === 0) return false;
  const bills = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: { id: { $in: invoiceIds } },
      select: ['id', 'numDoc', 'referenceMonth', 'amountCents'],
      populate: { contract: { select: ['id'] } },
    })) as IssuedBill[]
  ).filter((bill) => bill.contract?.id);
  if (!bills.length) return false;
  // Only the bills of contracts with an open instalment go on (a batch of thousands meets few).
  const withOpen = new Set(
    (
      (await query.findMany({
        where: { contract: { id: { $in: [...new Set(bills.map((b) => b.contract!.id))] } }, invoiceId: { $null: true } },
        select: ['id'],
        populate: { contract: { select: ['id'] } },
      })) as { contract?: { id: number } | null }[]
    ).map((r) => r.contract?.id),
  );
  let changed = false;
  for (const bill of bills.filter((b) => withOpen.has(b.contract!.id))) {
    // A bill that already carries an instalment (issued twice: the steps ran before) takes no other.
    if ((await query.count({ where: { invoiceId: bill.id } })) > 0) continue;
    const open = (
      (await query.findMany({
        where: { contract: { id: bill.contract!.id }, invoiceId: { $null: true }, fromMonth: { $lte: bill.referenceMonth } },
        select: ['id', 'serviceRequestId', 'number', 'fromMonth', 'amountCents'],
      })) as { id: number; serviceRequestId: number; number: number; fromMonth: string; amountCents: number }[]
    ).map((r) => ({
      id: r.id,
      contractId: bill.contract!.id,
      chargeId: Number(r.serviceRequestId),
      number: Number(r.number),
      fromMonth: r.fromMonth,
      amountCents: Number(r.amountCents),
    }));
    let added = 0;
    for (const instalment of feeInstalmentsForBill({ contractId: bill.contract!.id, referenceMonth: bill.referenceMonth }, open)) {
      const { count } = (await query.updateMany({
        where: { id: instalment.id, invoiceId: { $null: true } },
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
