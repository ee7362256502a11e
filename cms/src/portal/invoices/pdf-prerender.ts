/**
 * A bill's PDF drawn when the bill is issued or changes, not when the due-date crowd asks for it
 * (docs/scaling.md, "Documents"). Every write of an invoice row (the invoice batch, the Pix
 * settlement, a bill typed in the Strapi admin, the seed) queues the bill in `invoice_pdf_renders`
 * in the same transaction; the job loop (portal/jobs, a leased kind) draws the PDF of the bill's
 * current version on the worker thread and keeps it (core/rendered-pdfs.ts), so the customer's
 * download reads kept bytes. A row leaves the queue once its PDF is kept; after three failed
 * attempts it stays as ERROR with the reason (the download then draws on demand, as before).
 *
 * The drawings ahead yield to the portal's requests (core/busy.ts): a bill is claimed only when
 * no request has been in flight for `PDF_DRAW_AHEAD_QUIET_MS` (500 ms), or after the queue has
 * waited `PDF_DRAW_AHEAD_MAX_WAIT_MS` (5 min) for that; during the due-date crowd the worker
 * thread and the database are left to the customers, and a bill asked for before its turn is
 * drawn on demand (delivery.ts), as when the queue is off.
 *
 * The simplified copy and the contract are drawn on their first request (rarer) and kept the same way.
 */
import type { Core } from '@strapi/strapi';
import { claimLeased, kickJobs, registerLeasedKind } from '../jobs';
import { CONTRACT_UID, type ContractRow } from '../core/types';
import { drawingOnDemand } from '../core/rendered-pdfs';
import { yieldGate, yieldSettings } from '../core/busy';
import { INVOICE_UID, normalizeRow, statusOf, type InvoiceRow } from '../core/invoice-rows';
import { canDownloadOrSend } from '../../domain/invoices/status';
import { invoicePdf } from './delivery';
import { subscribeDb, writtenIds } from '../core/db-lifecycles';

export const PDF_RENDER_UID = 'api::invoices.pdf-render' as const;

/** A drawing takes well under a second; a lease of a minute outlives any of them. */
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 3;

interface RenderRow {
  id: number;
  invoiceId: number;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

/**
 * Queues the bills `ids`; joins the open transaction, so a bill and its place in the queue are
 * written together. A bill queued twice is drawn once: the second turn finds its version kept.
 */
export async function queueInvoicePdfs(strapi: Core.Strapi, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return;
  await strapi.db.query(PDF_RENDER_UID).createMany({ data: wanted.map((invoiceId) => ({ invoiceId, status: 'WAITING', attempts: 0 })) });
}

let unsubscribe: (() => void) | null = null;

/**
 * Queues every invoice row created or updated through Strapi's database layer (db.query and the
 * document service both pass there); writes of many rows by condition (`updateMany`) queue the
 * rows they matched, read first.
 */
export function followInvoicePdfs(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): void {
  unsubscribe?.();
  unsubscribe = null;
  // PDF_DRAW_AHEAD=false: bills are drawn on their first request only (as before this queue).
  if (env.PDF_DRAW_AHEAD?.trim().toLowerCase() === 'false') return;
  unsubscribe = subscribeDb(strapi, async (event) => {
    if (event.model?.uid !== INVOICE_UID || drawingOnDemand()) return;
    if (event.action === 'afterCreate' || event.action === 'afterUpdate' || event.action === 'afterCreateMany') {
      await queueInvoicePdfs(strapi, writtenIds(event));
    } else if (event.action === 'afterUpdateMany' && event.params?.where) {
      const rows = (await strapi.db.query(INVOICE_UID).findMany({ where: event.params.where as never, select: ['id'] })) as {
        id: number;
      }[];
      await queueInvoicePdfs(
        strapi,
        rows.map((row) => row.id),
      );
    }
    if (event.action.startsWith('after')) kickJobs(strapi);
  });
}

/** Claims one queued bill for this instance, or null. */
const claim = (strapi: Core.Strapi) =>
  claimLeased<RenderRow>(strapi, PDF_RENDER_UID, { leaseMs: LEASE_MS, select: ['id', 'invoiceId', 'status', 'leaseUntil', 'attempts'] });

/** Draws and keeps the claimed bill's PDF in its current version; the row leaves the queue. */
export async function renderQueuedPdf(strapi: Core.Strapi, job: RenderRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(PDF_RENDER_UID);
  // Claimed again and again by instances that stopped while drawing it: it is given up.
  if (Number(job.attempts) > MAX_ATTEMPTS) {
    await query.updateMany({ where: held, data: { status: 'ERROR', leaseUntil: null, error: 'drawing interrupted too many times' } });
    return;
  }
  try {
    const row = (await strapi.db.query(INVOICE_UID).findOne({
      where: { id: job.invoiceId },
      populate: { contract: true },
    })) as (InvoiceRow & { contract?: ContractRow | null }) | null;
    // A bill gone, without contract, or negotiated (no PDF: spec 01 §7) has nothing to draw.
    if (row?.contract && canDownloadOrSend(statusOf(normalizeRow(row)))) {
      const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { id: row.contract.id } })) as ContractRow | null;
      if (contract) await invoicePdf(strapi, contract, normalizeRow(row));
    }
    await query.deleteMany({ where: held });
  } catch (error) {
    strapi.log.error(`invoices: PDF of invoice ${job.invoiceId} not drawn (attempt ${job.attempts}): ${(error as Error).message}`);
    const last = Number(job.attempts) >= MAX_ATTEMPTS;
    await query.updateMany({
      where: held,
      data: { status: last ? 'ERROR' : 'WAITING', leaseUntil: null, error: String((error as Error).message ?? error).slice(0, 500) },
    });
  }
}

/** The queue as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerInvoicePdfKind(env: NodeJS.ProcessEnv = process.env): void {
  const gate = yieldGate(yieldSettings(env));
  registerLeasedKind<RenderRow>({
    kind: 'invoice-pdf',
    claim,
    mayRun: gate.mayRun,
    run: renderQueuedPdf,
  });
}
