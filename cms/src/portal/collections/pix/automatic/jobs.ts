/**
 * Pix Automático's job (docs/collections-pix-automatico.md), a leased kind of the job loop (state
 * in `pix_recurring_charges`: it survives restarts; two instances never send the same row):
 *
 * - housekeeping, every PIX_AUTOMATICO_SCAN_EVERY_SECONDS: each open bill of an approved contract
 *   without a charge gets one when today is inside its window (10 to 2 days before the due date,
 *   `chargeDecision`), or is recorded SKIPPED (window past, amount above the customer's ceiling);
 *   each recurrence still waiting for the payer is read (`GET /rec/{idRec}`), the fallback to a
 *   lost webhookrec;
 * - run: `PUT /cobr/{txid}` (txid `GASR` + bill number: a repeated PUT never makes a second
 *   charge; a PUT refused because the txid exists reads it back) or `POST
 *   /cobr/{txid}/retentativa/{data}` for a retry the webhook asked, or SYNC for a bill changed
 *   after its charge was sent (bill-changes.ts): `PATCH /cobr/{txid}` CANCELADA, then `PUT` of
 *   the next txid (`replacementTxid`) with the bill as it is now, as `cobrChangeDecision` says.
 *   Network errors, 5xx and 429:
 *   the row stays PROCESSING with its lease pushed (30 s, 1 min … 1 h), up to 8 tries; a refusal
 *   (4xx): ERROR with the PSP's reason (admin, "Pix Automático: cobrança da fatura").
 */
import type { Core } from '@strapi/strapi';
import {
  cobrChangeDecision,
  cobrRequest,
  cobrSendWindow,
  cobrTxid,
  replacementTxid,
} from '../../../../domain/collections/pix/automatic/recurrence';
import { chargeDecision, PIX_AUTOMATICO_MESSAGES } from '../../../../domain/collections/pix/automatic/views';
import { parseRecNotification } from '../../../../domain/collections/pix/automatic/webhooks';
import { referenceVariants } from '../../../../domain/invoices/reference';
import { saoPauloDate } from '../../../../domain/time/sao-paulo';
import { claimLeased, kickJobs, registerLeasedKind } from '../../../jobs';
import { now } from '../../../core/clock';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../../../core/invoice-rows';
import { retryDelayMs } from '../charges';
import { PixApiError, PixAutomaticoClient, pixClient, type CobrAnswer } from '../client';
import {
  automaticoSettings,
  CHARGE_FIELDS,
  day,
  RECURRENCE_UID,
  RECURRING_CHARGE_UID,
  type RecurrenceRow,
  type RecurringChargeRow,
} from './store';
import { applyRecChange } from './webhooks';

const LEASE_MS = 120_000;
const MAX_TRIES = 8;
const message = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

let lastScan = 0;

async function queueNewBills(strapi: Core.Strapi, today: string): Promise<number> {
  const recs = (await strapi.db.query(RECURRENCE_UID).findMany({
    where: { status: 'APROVADA' },
    populate: { contract: { select: ['id'] } },
  })) as RecurrenceRow[];
  let queued = 0;
  for (const rec of recs) {
    if (!rec.contract?.id) continue;
    const bills = (
      (await strapi.db.query(INVOICE_UID).findMany({
        where: { contract: { id: rec.contract.id }, paymentDate: { $null: true } },
        select: ['id', 'numDoc', 'amountCents', 'dueDate', 'negotiated', 'paymentDate', 'issueDate', 'referenceMonth'],
      })) as InvoiceRow[]
    )
      .map(normalizeRow)
      .filter((b) => !b.negotiated);
    if (!bills.length) continue;
    const known = new Set(
      (
        (await strapi.db.query(RECURRING_CHARGE_UID).findMany({
          where: { invoiceId: { $in: bills.map((b) => b.id) } },
          select: ['invoiceId'],
        })) as { invoiceId: number }[]
      ).map((r) => r.invoiceId),
    );
    for (const bill of bills) {
      if (known.has(bill.id)) continue;
      const decision = chargeDecision(bill, { firstDueDate: day(rec.firstDueDate), ceilingCents: rec.ceilingCents ?? null }, today);
      if (decision === 'wait' || decision === 'ignore') continue;
      const row = {
        invoiceId: bill.id,
        numDoc: bill.numDoc,
        recurrenceId: rec.id,
        idRec: rec.idRec,
        txid: cobrTxid(bill.numDoc),
        amountCents: bill.amountCents,
        dueDate: bill.dueDate,
        attempts: 0,
        retries: 0,
      };
      const data =
        decision === 'send'
          ? { ...row, status: 'WAITING', action: 'PUT' }
          : {
              ...row,
              status: 'SKIPPED',
              error: decision === 'skip-ceiling' ? PIX_AUTOMATICO_MESSAGES.skippedCeiling : PIX_AUTOMATICO_MESSAGES.skippedWindow,
            };
      try {
        await strapi.db.query(RECURRING_CHARGE_UID).create({ data });
        if (decision === 'send') queued++;
      } catch (error) {
        // Another instance queued it first (unique invoiceId / txid).
        strapi.log.debug(`collections/pix-automatico: bill ${bill.numDoc} already queued: ${message(error)}`);
      }
    }
  }
  return queued;
}

async function readWaitingRecurrences(strapi: Core.Strapi, client: PixAutomaticoClient, everyMs: number): Promise<void> {
  const at = now();
  const waiting = (await strapi.db.query(RECURRENCE_UID).findMany({
    where: { status: 'CRIADA', $or: [{ checkedAt: { $null: true } }, { checkedAt: { $lt: new Date(at.getTime() - everyMs) } }] },
    select: ['id', 'idRec'],
    limit: 50,
  })) as Pick<RecurrenceRow, 'id' | 'idRec'>[];
  for (const rec of waiting) {
    try {
      const answer = await client.getRec(rec.idRec);
      await strapi.db.query(RECURRENCE_UID).update({ where: { id: rec.id }, data: { checkedAt: at } });
      const change = answer ? parseRecNotification(answer) : null;
      if (change && change.status !== 'CRIADA') await applyRecChange(strapi, change);
    } catch (error) {
      strapi.log.warn(`collections/pix-automatico: reading ${rec.idRec}: ${message(error)}`);
    }
  }
}

async function housekeeping(strapi: Core.Strapi): Promise<void> {
  const on = automaticoSettings();
  if (!on) return;
  const at = now().getTime();
  const everyMs = on.automatico.scanEverySeconds * 1000;
  // A last scan "in the future" (the clock was set back) does not hold the next one.
  if (at - lastScan >= 0 && at - lastScan < everyMs) return;
  lastScan = at;
  if ((await queueNewBills(strapi, saoPauloDate(now()))) > 0) kickJobs(strapi);
  await readWaitingRecurrences(strapi, new PixAutomaticoClient(pixClient(on.provider)), everyMs);
}

const kept = (answer: CobrAnswer | null) => (answer ? { cobrStatus: answer.status } : {});

type Client = PixAutomaticoClient;
type Settings = NonNullable<ReturnType<typeof automaticoSettings>>;

function billRequest(job: RecurringChargeRow, bill: InvoiceRow, on: Settings) {
  return cobrRequest(
    job.idRec,
    {
      numDoc: bill.numDoc,
      amountCents: bill.amountCents,
      dueDate: bill.dueDate,
      referenceLabel: referenceVariants(bill.referenceMonth).referenceDate,
    },
    on.automatico.account,
  );
}

/** `PUT /cobr/{txid}`; a PUT refused because the txid exists (an earlier answer lost) reads it back. */
async function putOnce(client: Client, txid: string, job: RecurringChargeRow, bill: InvoiceRow, on: Settings): Promise<CobrAnswer | null> {
  try {
    return await client.putCobr(txid, billRequest(job, bill, on));
  } catch (error) {
    if (!(error instanceof PixApiError) || error.status !== 400) throw error;
    const answer = await client.getCobr(txid).catch(() => null);
    if (!answer || answer.idRec !== job.idRec) throw error;
    return answer;
  }
}

/** `PATCH /cobr/{txid}` CANCELADA; refused because it is already cancelled (an earlier try) counts as done. */
async function cancelOnce(client: Client, txid: string): Promise<CobrAnswer | null> {
  try {
    return await client.cancelCobr(txid);
  } catch (error) {
    if (!(error instanceof PixApiError) || error.status !== 400) throw error;
    const answer = await client.getCobr(txid).catch(() => null);
    if (answer?.status === 'CANCELADA') return answer;
    throw error;
  }
}

async function billOf(strapi: Core.Strapi, invoiceId: number): Promise<InvoiceRow | null> {
  const raw = (await strapi.db.query(INVOICE_UID).findOne({ where: { id: invoiceId } })) as InvoiceRow | null;
  return raw ? normalizeRow(raw) : null;
}

/**
 * The bill changed after its charge was sent (bill-changes.ts): brings the PSP to the bill as it is
 * now (`cobrChangeDecision`). Answers the row's new fields.
 */
async function syncChangedBill(
  strapi: Core.Strapi,
  client: Client,
  job: RecurringChargeRow,
  on: Settings,
): Promise<Record<string, unknown>> {
  const bill = await billOf(strapi, job.invoiceId);
  const rec = (await strapi.db.query(RECURRENCE_UID).findOne({ where: { id: job.recurrenceId }, select: ['ceilingCents'] })) as Pick<
    RecurrenceRow,
    'ceilingCents'
  > | null;
  const today = saoPauloDate(now());
  const decision = cobrChangeDecision(
    { amountCents: Number(job.amountCents), dueDate: day(job.dueDate), cobrStatus: job.cobrStatus },
    bill
      ? { amountCents: bill.amountCents, dueDate: bill.dueDate, paid: Boolean(bill.paymentDate), negotiated: Boolean(bill.negotiated) }
      : null,
    rec?.ceilingCents ?? null,
    today,
  );
  if (decision === 'none') return {};
  if (decision === 'too-late') {
    strapi.log.warn(`collections/pix-automatico: bill ${job.numDoc} changed on or after its debit day; charge ${job.txid} kept`);
    return { error: PIX_AUTOMATICO_MESSAGES.changedTooLate };
  }
  const cancelled = await cancelOnce(client, job.txid);
  if (decision === 'cancel') return { ...kept(cancelled), retryDate: null };
  const next = replacementTxid(job.txid);
  const moved = { replacedTxid: job.txid, txid: next, cobrStatus: null, amountCents: bill!.amountCents, dueDate: bill!.dueDate };
  if (decision === 'skip-window' || decision === 'skip-ceiling')
    return {
      ...moved,
      status: 'SKIPPED',
      error: decision === 'skip-ceiling' ? PIX_AUTOMATICO_MESSAGES.skippedCeiling : PIX_AUTOMATICO_MESSAGES.skippedWindow,
    };
  if (decision === 'replace-later')
    // The new charge waits for its window: the lease is the timer (taken again on its first day).
    return { ...moved, action: 'PUT', status: 'PROCESSING', leaseUntil: new Date(`${cobrSendWindow(bill!.dueDate).from}T00:00:00-03:00`) }; // São Paulo: UTC−3, no DST since 2019
  const created = await putOnce(client, next, job, bill!, on);
  return { ...moved, ...kept(created), lastFailure: null };
}

export async function runRecurringCharge(strapi: Core.Strapi, job: RecurringChargeRow): Promise<void> {
  const on = automaticoSettings();
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(RECURRING_CHARGE_UID);
  if (!on) {
    await query.updateMany({ where: held, data: { status: 'WAITING', leaseUntil: null } });
    return;
  }
  const client = new PixAutomaticoClient(pixClient(on.provider));
  try {
    let data: Record<string, unknown>;
    if (job.action === 'RETRY') {
      const answer = await client.retryCobr(job.txid, day(job.retryDate));
      data = { ...kept(answer), retries: Number(job.retries ?? 0) + 1 };
    } else if (job.action === 'SYNC') {
      data = await syncChangedBill(strapi, client, job, on);
    } else {
      const bill = await billOf(strapi, job.invoiceId);
      if (!bill || bill.paymentDate || bill.negotiated) {
        await query.updateMany({
          where: held,
          data: { status: 'SKIPPED', action: null, leaseUntil: null, error: 'Fatura paga, negociada ou removida antes do envio.' },
        });
        return;
      }
      const answer = await putOnce(client, job.txid, job, bill, on);
      data = { ...kept(answer), amountCents: bill.amountCents, dueDate: bill.dueDate };
    }
    await query.updateMany({
      where: held,
      data: { status: 'DONE', action: null, leaseUntil: null, attempts: 0, error: null, ...data },
    });
  } catch (error) {
    const tries = Number(job.attempts ?? 1);
    strapi.log.warn(`collections/pix-automatico: charge ${job.txid} (${job.action}, try ${tries}): ${message(error)}`);
    const again = (!(error instanceof PixApiError) || error.retriable) && tries < MAX_TRIES;
    await query.updateMany({
      where: held,
      data: again
        ? { status: 'PROCESSING', leaseUntil: new Date(now().getTime() + retryDelayMs(tries)), error: message(error) }
        : job.action === 'SYNC'
          ? // The PSP refused to cancel: its charge stands as it was sent (the reason stays for staff).
            { status: 'DONE', action: null, leaseUntil: null, error: message(error) }
          : { status: 'ERROR', leaseUntil: null, error: message(error) },
    });
  }
}

/** The kind `pix-cobr` (bootstrap, before `startJobs`); none when Pix Automático is off. */
export function registerPixAutomaticoKind(): void {
  if (!automaticoSettings()) return;
  registerLeasedKind<RecurringChargeRow>({
    kind: 'pix-cobr',
    claim: (strapi) => claimLeased<RecurringChargeRow>(strapi, RECURRING_CHARGE_UID, { leaseMs: LEASE_MS, select: CHARGE_FIELDS }),
    run: runRecurringCharge,
    housekeeping,
  });
}
