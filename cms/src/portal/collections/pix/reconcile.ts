/**
 * Reconciliation (issue 24 §1): every PIX_RECONCILE_EVERY_MINUTES (60) the job loop reads
 * `GET /pix` for the last PIX_RECONCILE_DAYS (3) days, every page, and applies each Pix (./payments.ts
 * — once per endToEndId, so those the webhook brought change nothing): a lost webhook still
 * marks the bill paid. One run is one row of `pix_reconciliations` (a leased kind: it survives
 * restarts; two instances never run the same one). A failed run is retried at the next period;
 * its reason stays on its row.
 */
import type { Core } from '@strapi/strapi';
import { parsePix } from '../../../domain/collections/pix/payments';
import { claimLeased, registerLeasedKind } from '../../jobs';
import { now } from '../../core/clock';
import { pixSettings } from './charges';
import { pixClient } from './client';
import { applyPix } from './payments';

export const PIX_RECONCILIATION_UID = 'api::collections.pix-reconciliation' as const;

interface RunRow {
  id: number;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

const LEASE_MS = 10 * 60_000;

/** Queues a run when none is queued or running and the last one started a period ago. */
async function housekeeping(strapi: Core.Strapi): Promise<void> {
  const settings = pixSettings();
  if (!settings) return;
  const query = strapi.db.query(PIX_RECONCILIATION_UID);
  const open = await query.findOne({ where: { status: { $in: ['WAITING', 'PROCESSING'] } }, select: ['id'] });
  if (open) return;
  const last = (await query.findOne({ orderBy: [{ id: 'desc' }], select: ['id', 'toAt', 'createdAt'] })) as {
    toAt?: string | null;
    createdAt?: string;
  } | null;
  const lastAt = last ? Date.parse(String(last.toAt ?? last.createdAt)) : 0;
  const since = now().getTime() - lastAt;
  // A last run "in the future" (the clock was set back) does not hold the next one.
  if (since >= 0 && since < settings.reconcileEveryMinutes * 60_000) return;
  await query.create({ data: { status: 'WAITING', attempts: 0 } });
}

export async function runReconciliation(strapi: Core.Strapi, job: RunRow): Promise<void> {
  const settings = pixSettings();
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(PIX_RECONCILIATION_UID);
  const to = now();
  const from = new Date(to.getTime() - (settings?.reconcileDays ?? 3) * 86_400_000);
  if (!settings) {
    await query.updateMany({ where: held, data: { status: 'DONE', leaseUntil: null } });
    return;
  }
  try {
    const items = await pixClient(settings).listPix(from.toISOString(), to.toISOString());
    let applied = 0;
    for (const raw of items) {
      const pix = parsePix(raw);
      if (!pix) {
        strapi.log.warn(`collections/pix: reconciliation skipped a malformed Pix: ${JSON.stringify(raw).slice(0, 200)}`);
        continue;
      }
      if ((await applyPix(strapi, pix, 'RECONCILIATION')) === 'APPLIED') applied++;
    }
    await query.updateMany({
      where: held,
      data: { status: 'DONE', leaseUntil: null, fromAt: from, toAt: to, found: items.length, applied, finishedAt: now(), error: null },
    });
  } catch (error) {
    strapi.log.warn(`collections/pix: reconciliation failed: ${(error as Error).message}`);
    await query.updateMany({
      where: held,
      data: { status: 'ERROR', leaseUntil: null, fromAt: from, toAt: to, error: String((error as Error).message).slice(0, 500) },
    });
  }
}

/** The reconciliation as a leased kind of the job loop (bootstrap); none without a provider. */
export function registerPixReconciliationKind(): void {
  if (!pixSettings()) return;
  registerLeasedKind<RunRow>({
    kind: 'pix-reconciliation',
    claim: (strapi) =>
      claimLeased<RunRow>(strapi, PIX_RECONCILIATION_UID, { leaseMs: LEASE_MS, select: ['id', 'status', 'leaseUntil', 'attempts'] }),
    run: runReconciliation,
    housekeeping,
  });
}
