/**
 * The undo rule applied (docs/collections-negotiation.md): an agreement whose down payment was
 * not paid by its due date is undone — its bills back to what they were (not negotiated: overdue
 * again), its instalments cancelled, its unpaid down-payment bill withdrawn. A sweep of the
 * portal's job loop (a leased kind's housekeeping, every instance): each agreement is undone in
 * its own transaction by a conditional UPDATE (only while not undone), and its down-payment bill
 * is withdrawn only while still unpaid, so across instances and restarts it happens once, and a
 * payment that lands meanwhile wins.
 */
import type { Core } from '@strapi/strapi';
import { shouldUndo } from '../../../domain/collections/negotiation/agreement';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { now, nowMs } from '../../core/clock';
import { isoDay } from '../../core/db';
import { registerLeasedKind } from '../../jobs';
import { AGREEMENT_UID, INSTALMENT_UID, INVOICE_UID, type AgreementRow } from './store';

class PaidMeanwhile extends Error {}

/** Undoes every agreement the rule says to at `at`; answers how many. */
export async function undoExpiredAgreements(strapi: Core.Strapi, at: Date = now()): Promise<number> {
  const candidates = (await strapi.db.query(AGREEMENT_UID).findMany({
    where: { undoneAt: { $null: true }, downPaymentDueDate: { $lt: saoPauloDate(at) } },
    populate: { downPaymentInvoice: { select: ['id', 'numDoc', 'paymentDate'] } },
    limit: 100,
  })) as AgreementRow[];
  let undone = 0;
  for (const row of candidates) {
    const facts = {
      undoneAt: row.undoneAt,
      downPaymentPaidOn: isoDay(row.downPaymentInvoice?.paymentDate ?? null),
      downPaymentDueDate: isoDay(row.downPaymentDueDate)!,
      lastInstalmentMonth: row.lastInstalmentMonth,
    };
    if (!shouldUndo(facts, at)) continue;
    try {
      const done = await strapi.db.transaction(async () => {
        const { count } = (await strapi.db.query(AGREEMENT_UID).updateMany({
          where: { id: row.id, undoneAt: { $null: true } },
          data: { undoneAt: at },
        })) as { count: number };
        if (count !== 1) return false;
        if (row.downPaymentInvoice) {
          // `delete` (not deleteMany) also removes the bill's links (contract, agreement).
          const removed = await strapi.db
            .query(INVOICE_UID)
            .delete({ where: { id: row.downPaymentInvoice.id, paymentDate: { $null: true } } });
          if (!removed) throw new PaidMeanwhile();
        }
        await strapi.db.query(INVOICE_UID).updateMany({
          where: { id: { $in: row.bills.map((b) => b.id) }, paymentDate: { $null: true } },
          data: { negotiated: false },
        });
        // By id: an UPDATE filtered through the relation's join table is not portable (SQLite).
        const instalments = (await strapi.db.query(INSTALMENT_UID).findMany({ where: { agreement: { id: row.id } }, select: ['id'] })) as {
          id: number;
        }[];
        await strapi.db
          .query(INSTALMENT_UID)
          .updateMany({ where: { id: { $in: instalments.map((i) => i.id) } }, data: { cancelled: true } });
        return true;
      });
      if (done) undone++;
    } catch (error) {
      if (!(error instanceof PaidMeanwhile)) throw error;
    }
  }
  return undone;
}

/** At most one sweep a minute per instance on the server's clock (a test that moves the clock gets one at once). */
const SWEEP_MS = 60_000;
let lastSweep: number | null = null;

async function sweep(strapi: Core.Strapi): Promise<void> {
  const at = nowMs();
  if (lastSweep !== null && at >= lastSweep && at - lastSweep < SWEEP_MS) return;
  lastSweep = at;
  await undoExpiredAgreements(strapi, new Date(at));
}

/** The sweep as the housekeeping of a leased kind of the job loop (bootstrap, before `startJobs`); it claims no rows. */
export function registerNegotiationUndoKind(): void {
  registerLeasedKind({ kind: 'negotiation-undo', claim: async () => null, run: async () => undefined, housekeeping: sweep });
}
