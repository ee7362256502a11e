/**
 * The paperless e-mails' queue (docs/collections-paperless.md): one row of `paperless_mails` per
 * event and bill, with a unique key (`NEW_BILL:<invoice id>`, …), so each e-mail is queued once
 * per bill across instances and retries.
 *
 * - A bill created (one by one, the Strapi admin, or the invoice CSV batch's multi-row INSERT)
 *   queues its NEW_BILL row in the transaction that writes the bill (an outbox: the bill and its
 *   place in the queue are committed together, or neither); the e-mail itself is sent later by
 *   the job loop, never inside the writer's transaction. A programmed bill (`visibleFrom` later)
 *   is queued by the daily sweep on its day. The seed's bulk history and the test factories
 *   (unless `notify`) write bills silently (`withoutIssueNotice`), as for the "new bill" notice.
 * - A bill whose payment is recorded (any writer: the Pix webhook, a bank return, the admin)
 *   queues its CONFIRMATION row in the same transaction.
 * - The daily sweep (the leased kind's housekeeping; one `paperless_sweeps` row per São Paulo day,
 *   unique, written in the sweep's transaction: once per day across instances) queues the
 *   reminders due that day and the programmed bills that became visible.
 * - The job loop (portal/jobs, a leased kind) claims one row at a time with a lease, checks again
 *   the rules (the bill still open for a reminder, …) and the holder's preferences of that moment,
 *   sends, and marks the row SENT (SKIPPED when no longer due or not wanted). An instance that dies
 *   after sending and before marking leaves the row to its lease: that e-mail may go twice, never
 *   zero times (at least once). Three failed attempts leave it as ERROR with the reason.
 * - The sending yields to the portal's requests, as the bills' PDFs drawn ahead do
 *   (core/busy.ts `yieldGate`): a row is claimed only when no request has been in flight for
 *   `PDF_DRAW_AHEAD_QUIET_MS`, or once the queue has waited `PDF_DRAW_AHEAD_MAX_WAIT_MS` for that.
 *   A NEW_BILL e-mail attaches the bill's PDF, drawn on the PDF worker when the drawing ahead has
 *   not kept it yet: at a due date the crowd's own uploads issued hundreds of bills, and their
 *   e-mails drew and wrote during the crowd's sign-ins (docs/scaling.md, "Work that can wait").
 */
import type { Core } from '@strapi/strapi';
import {
  NEW_BILL_CATCH_UP_DAYS,
  REMINDER_LOOKAHEAD_DAYS,
  confirmationDue,
  newBillDue,
  paperlessKey,
  reminderDue,
  stillDue,
  wants,
  type PaperlessBill,
  type PaperlessEvent,
} from '../../../domain/collections/paperless/rules';
import { addDays, saoPauloDate } from '../../../domain/time/sao-paulo';
import { claimLeased, kickJobs, registerLeasedKind } from '../../jobs';
import { yieldGate, yieldSettings } from '../../core/busy';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { distributor } from '../../core/distributor';
import { billPaymentCodes, chargePending } from '../../core/pix-charge';
import type { ContractRow } from '../../core/types';
import { issueNoticeSilenced } from '../../core/invoice-issue';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../../core/invoice-rows';
import { sendPortalMail } from '../../core/mail';
import { registeredEmail } from '../../core/documents';
import { isUniqueConflict } from '../../core/protocols';
import { holdersOf } from './holders';
import { paperlessMail } from './mails';
import { subscribeDb, writtenIds } from '../../core/db-lifecycles';

export const PAPERLESS_MAIL_UID = 'api::collections.paperless-mail' as const;
export const PAPERLESS_SWEEP_UID = 'api::collections.paperless-sweep' as const;

const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 3;
/** Pause before a new bill's e-mail looks again for its cobv (with a Pix provider). */
const CHARGE_WAIT_MS = 60_000;
const WAITING_FOR_CHARGE = 'aguardando a cobrança Pix (cobv)';
const PAGE = 1000;

interface MailRow {
  id: number;
  key: string;
  event: PaperlessEvent;
  invoiceId: number;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

type BillRow = InvoiceRow & { id: number; visibleFrom?: string | null; contract?: { id: number } | null };

const FIELDS = ['id', 'numDoc', 'dueDate', 'paymentDate', 'negotiated', 'visibleFrom'];

export const factsOf = (row: BillRow): PaperlessBill => ({
  dueDate: isoDay(row.dueDate)!,
  paymentDate: isoDay(row.paymentDate) ?? null,
  negotiated: Boolean(row.negotiated),
  visibleFrom: isoDay(row.visibleFrom ?? null) ?? null,
});

const today = () => saoPauloDate(now());

/** Queues `event` for the bills `ids` that have no row of that event yet; joins the open transaction. */
export async function queuePaperless(strapi: Core.Strapi, event: PaperlessEvent, ids: number[]): Promise<number> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return 0;
  const keys = wanted.map((id) => paperlessKey(event, id));
  const taken = new Set(
    ((await strapi.db.query(PAPERLESS_MAIL_UID).findMany({ where: { key: { $in: keys } }, select: ['key'] })) as { key: string }[]).map(
      (r) => r.key,
    ),
  );
  const data = wanted
    .filter((id) => !taken.has(paperlessKey(event, id)))
    .map((invoiceId) => ({ key: paperlessKey(event, invoiceId), event, invoiceId, status: 'WAITING', attempts: 0 }));
  if (data.length) await strapi.db.query(PAPERLESS_MAIL_UID).createMany({ data });
  return data.length;
}

async function billsByIds(strapi: Core.Strapi, ids: number[]): Promise<BillRow[]> {
  if (!ids.length) return [];
  return (await strapi.db.query(INVOICE_UID).findMany({ where: { id: { $in: ids } }, select: FIELDS })) as BillRow[];
}

let unsubscribe: (() => void) | null = null;

/** Follows the bills' writes: created → NEW_BILL (unless programmed or silenced); paid → CONFIRMATION. */
export function followPaperlessBills(strapi: Core.Strapi): void {
  unsubscribe?.();
  unsubscribe = subscribeDb(strapi, async (event) => {
    if (event.model?.uid !== INVOICE_UID) return;
    // Every read of a bill passes here too (the invoice list, each PDF): the day is computed only
    // for the writes that use it (a São Paulo date costs an Intl formatting).
    const writes = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany'];
    if (!writes.includes(event.action)) return;
    const day = today();
    let queued = 0;
    if (event.action === 'afterCreate' || event.action === 'afterCreateMany') {
      if (issueNoticeSilenced()) return;
      const bills = await billsByIds(strapi, writtenIds(event));
      queued += await queuePaperless(
        strapi,
        'NEW_BILL',
        bills.filter((b) => newBillDue(factsOf(b), day)).map((b) => b.id),
      );
    } else if (event.action === 'afterUpdate' || event.action === 'afterUpdateMany') {
      const ids =
        event.action === 'afterUpdate'
          ? writtenIds(event)
          : event.params?.where
            ? (
                (await strapi.db.query(INVOICE_UID).findMany({ where: event.params.where as never, select: ['id'] })) as { id: number }[]
              ).map((r) => r.id)
            : [];
      const bills = await billsByIds(strapi, ids);
      queued += await queuePaperless(
        strapi,
        'CONFIRMATION',
        bills.filter((b) => confirmationDue(factsOf(b), day)).map((b) => b.id),
      );
    }
    if (queued) kickJobs(strapi);
  });
}

/** Bills of `where` in pages, with their contract's id. */
async function* billPages(strapi: Core.Strapi, where: Record<string, unknown>): AsyncGenerator<BillRow[]> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = (await strapi.db.query(INVOICE_UID).findMany({
      where,
      select: FIELDS,
      populate: { contract: { select: ['id'] } },
      orderBy: { id: 'asc' },
      offset,
      limit: PAGE,
    })) as BillRow[];
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
  }
}

/** Of `bills`, the ids whose contract's holder wants `event`. */
async function wantedBy(strapi: Core.Strapi, event: PaperlessEvent, bills: BillRow[]): Promise<number[]> {
  const holders = await holdersOf(
    strapi,
    bills.flatMap((b) => (b.contract?.id ? [b.contract.id] : [])),
  );
  return bills
    .filter((b) => b.contract?.id && holders.get(b.contract.id) && wants(holders.get(b.contract.id)!.preferences, event))
    .map((b) => b.id);
}

/**
 * The day's sweep, in one transaction with the day's row (unique): the reminders due today and
 * the programmed bills visible from today (or in the last days, when a sweep was missed), of
 * holders who want them. Answers how many e-mails it queued, or null when the day was swept already.
 */
export async function sweepDay(strapi: Core.Strapi, day: string = today()): Promise<number | null> {
  try {
    return await strapi.db.transaction(async () => {
      const sweeps = strapi.db.query(PAPERLESS_SWEEP_UID);
      if (await sweeps.findOne({ where: { day }, select: ['id'] })) return null;
      const mark = (await sweeps.create({ data: { day, queued: 0 } })) as { id: number };
      let queued = 0;
      const reminders = { dueDate: { $gt: day, $lte: addDays(day, REMINDER_LOOKAHEAD_DAYS) }, paymentDate: { $null: true } };
      for await (const page of billPages(strapi, reminders)) {
        const due = page.filter((b) => reminderDue(factsOf(b), day));
        queued += await queuePaperless(strapi, 'REMINDER', await wantedBy(strapi, 'REMINDER', due));
      }
      const programmed = { visibleFrom: { $gte: addDays(day, -NEW_BILL_CATCH_UP_DAYS), $lte: day } };
      for await (const page of billPages(strapi, programmed)) {
        const due = page.filter((b) => newBillDue(factsOf(b), day));
        queued += await queuePaperless(strapi, 'NEW_BILL', await wantedBy(strapi, 'NEW_BILL', due));
      }
      await sweeps.update({ where: { id: mark.id }, data: { queued } });
      return queued;
    });
  } catch (error) {
    // Another instance swept the same day at the same moment: its row won.
    if (isUniqueConflict(error)) return null;
    throw error;
  }
}

/** What the invoices domain lends the queue (given by the bootstrap: portal domains do not import each other). */
export interface PaperlessDeps {
  /** The bill's PDF in its current version, the kept one (portal/invoices/delivery.ts `invoicePdf`). */
  billPdf(strapi: Core.Strapi, contract: ContractRow, invoice: InvoiceRow): Promise<Buffer>;
}

let deps: PaperlessDeps = {
  billPdf: () => Promise.reject(new Error('paperless: registerPaperlessKind was not given the bill PDF')),
};

/** The last day this instance saw swept (saves a read per turn of the loop). */
let sweptDay: string | null = null;

async function housekeeping(strapi: Core.Strapi): Promise<void> {
  const day = today();
  if (sweptDay === day) return;
  const queued = await sweepDay(strapi, day);
  sweptDay = day;
  if (queued) strapi.log.info(`paperless: sweep of ${day} queued ${queued} e-mail(s)`);
}

const claim = (strapi: Core.Strapi) =>
  claimLeased<MailRow>(strapi, PAPERLESS_MAIL_UID, {
    leaseMs: LEASE_MS,
    select: ['id', 'key', 'event', 'invoiceId', 'status', 'leaseUntil', 'attempts'],
  });

/**
 * Called when a bill's cobv is settled (created, or given up): its new-bill e-mail held for it
 * goes back to the queue at once (the held lease is only the fallback).
 */
export async function releaseMailsHeldForCharge(strapi: Core.Strapi, invoiceId: number): Promise<void> {
  const { count } = (await strapi.db.query(PAPERLESS_MAIL_UID).updateMany({
    where: { invoiceId, event: 'NEW_BILL', status: 'PROCESSING', error: WAITING_FOR_CHARGE },
    data: { status: 'WAITING', leaseUntil: null, error: null },
  })) as { count: number };
  if (count) kickJobs(strapi);
}

/** Sends the claimed e-mail if it is still due and wanted; marks it SENT or SKIPPED (ERROR after three failures). */
export async function sendQueuedMail(strapi: Core.Strapi, job: MailRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(PAPERLESS_MAIL_UID);
  const end = (data: Record<string, unknown>) => query.updateMany({ where: held, data: { leaseUntil: null, ...data } });
  if (Number(job.attempts) > MAX_ATTEMPTS) {
    await end({ status: 'ERROR', error: 'envio interrompido vezes demais' });
    return;
  }
  try {
    const row = (await strapi.db
      .query(INVOICE_UID)
      .findOne({ where: { id: job.invoiceId }, populate: { contract: { select: ['id'] } } })) as BillRow | null;
    if (!row?.contract?.id) return void (await end({ status: 'SKIPPED', error: 'fatura sem contrato' }));
    if (!stillDue(job.event, factsOf(row), today())) return void (await end({ status: 'SKIPPED', error: 'não é mais devido' }));
    const holder = (await holdersOf(strapi, [row.contract.id])).get(row.contract.id);
    if (!holder || !wants(holder.preferences, job.event)) return void (await end({ status: 'SKIPPED', error: 'preferência desligada' }));
    const to = registeredEmail(holder.contract);
    if (!to) return void (await end({ status: 'SKIPPED', error: 'contrato sem e-mail' }));
    const invoice = normalizeRow(row);
    const open = !invoice.paymentDate && !invoice.negotiated;
    // With a Pix provider, the new bill's e-mail waits for its cobv (its dynamic BR Code); a charge in ERROR does not hold it.
    if (open && job.event === 'NEW_BILL' && (await chargePending(strapi, invoice.id))) {
      await query.updateMany({
        where: held,
        data: {
          status: 'PROCESSING',
          leaseUntil: new Date(now().getTime() + CHARGE_WAIT_MS),
          attempts: Math.max(0, Number(job.attempts) - 1),
          error: WAITING_FOR_CHARGE,
        },
      });
      return;
    }
    const mail = paperlessMail(job.event, {
      contract: holder.contract,
      invoice,
      codes: open && job.event !== 'CONFIRMATION' ? await billPaymentCodes(strapi, invoice) : null,
      distributorName: distributor().name,
    });
    const attachments =
      job.event === 'NEW_BILL'
        ? [{ filename: 'Fatura.pdf', content: await deps.billPdf(strapi, holder.contract, invoice), contentType: 'application/pdf' }]
        : undefined;
    await sendPortalMail(strapi, { ...mail, to, ...(attachments ? { attachments } : {}) });
    await end({ status: 'SENT', recipient: to, sentAt: now(), error: null });
  } catch (error) {
    strapi.log.error(`paperless: ${job.key} not sent (attempt ${job.attempts}): ${(error as Error).message}`);
    const last = Number(job.attempts) >= MAX_ATTEMPTS;
    await end({ status: last ? 'ERROR' : 'WAITING', error: String((error as Error).message ?? error).slice(0, 500) });
  }
}

/** The queue and the daily sweep as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerPaperlessKind(given: PaperlessDeps, env: NodeJS.ProcessEnv = process.env): void {
  deps = given;
  sweptDay = null;
  const gate = yieldGate(yieldSettings(env));
  registerLeasedKind<MailRow>({ kind: 'paperless-mail', claim, mayRun: gate.mayRun, run: sendQueuedMail, housekeeping });
}
