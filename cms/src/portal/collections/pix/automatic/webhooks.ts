/**
 * The Pix Automático webhooks (BCB Pix API callbacks `{webhookUrl}/rec` and `{webhookUrl}/cobr`;
 * docs/collections-pix-automatico.md), registered at the PSP as
 * `https://<portal>/api/collections/pix-automatico/webhook`. Same authentication as the cobv
 * webhook (mTLS at nginx, forwarded with `X-Pix-Proxy-Secret`): refused → 401, nothing read; a
 * malformed body → 400, nothing applied. A recurrence's change updates its row (a final status
 * ends its charges not yet paid); a charge's change updates its row, a paid charge settles the
 * bill through the cobv's `applyPix` (once per endToEndId, amount checked, customer notified), a
 * refused attempt asks a retry when the recurrence's policy allows.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { nextRetryDate } from '../../../../domain/collections/pix/automatic/recurrence';
import {
  parseCobrWebhookBody,
  parseRecWebhookBody,
  type CobrChange,
  type RecChange,
} from '../../../../domain/collections/pix/automatic/webhooks';
import { PIX_AUTOMATICO_MESSAGES } from '../../../../domain/collections/pix/automatic/views';
import { saoPauloDate } from '../../../../domain/time/sao-paulo';
import { kickJobs } from '../../../jobs';
import { now } from '../../../core/clock';
import { badRequest, notFound, unauthorized } from '../../../core/http';
import { applyPix, type PixOutcome } from '../payments';
import { authenticatedByProxy } from '../webhook';
import { cancelOpenCharges } from './recurrences';
import {
  automaticoSettings,
  CHARGE_FIELDS,
  day,
  RECURRENCE_UID,
  RECURRING_CHARGE_UID,
  type RecurrenceRow,
  type RecurringChargeRow,
} from './store';

export type RecResult = 'UPDATED' | 'UNCHANGED' | 'UNKNOWN_REC';
export type CobrResult = PixOutcome | 'UPDATED' | 'UNCHANGED' | 'UNKNOWN_TXID';

function guard(ctx: Context): void {
  if (!automaticoSettings()) throw notFound(PIX_AUTOMATICO_MESSAGES.unavailable);
  if (!authenticatedByProxy((name) => ctx.get(name))) throw unauthorized(PIX_AUTOMATICO_MESSAGES.unauthenticated);
}

/** A recurrence's new status (webhookrec or the reading of a waiting one). */
export async function applyRecChange(strapi: Core.Strapi, change: RecChange): Promise<RecResult> {
  return strapi.db.transaction(async (): Promise<RecResult> => {
    const query = strapi.db.query(RECURRENCE_UID);
    const row = (await query.findOne({ where: { idRec: change.idRec } })) as RecurrenceRow | null;
    if (!row) return 'UNKNOWN_REC';
    const final = ['REJEITADA', 'EXPIRADA', 'CANCELADA'];
    if (row.status === change.status || final.includes(row.status) || change.status === 'CRIADA') return 'UNCHANGED';
    const at = new Date(change.at);
    const data: Record<string, unknown> = { status: change.status, statusAt: at, checkedAt: now(), pixCopiaECola: null };
    if (change.journey) data.journeyTaken = change.journey;
    if (change.status === 'APROVADA') data.approvedAt = at;
    else {
      data.closedAt = at;
      data.reason = change.reason;
    }
    await query.update({ where: { id: row.id }, data: data as never });
    if (change.status !== 'APROVADA') await cancelOpenCharges(strapi, row.id);
    return 'UPDATED';
  });
}

async function applyCobrChange(strapi: Core.Strapi, change: CobrChange): Promise<CobrResult> {
  const charges = strapi.db.query(RECURRING_CHARGE_UID);
  const row = (await charges.findOne({ where: { txid: change.txid }, select: CHARGE_FIELDS })) as RecurringChargeRow | null;
  if (!row || row.idRec !== change.idRec) return 'UNKNOWN_TXID';
  const { outcome } = change;
  if (outcome.kind === 'paid') {
    // The charge is CONCLUIDA before its bill is marked paid, so the bill's change does not ask
    // to cancel a charge that was just paid (bill-changes.ts).
    await charges.update({
      where: { id: row.id },
      data: { cobrStatus: 'CONCLUIDA', endToEndId: outcome.endToEndId, action: null, retryDate: null, changedAt: new Date(change.at) },
    });
    return applyPix(
      strapi,
      { endToEndId: outcome.endToEndId, txid: change.txid, amountCents: outcome.amountCents, paidAt: outcome.paidAt },
      'WEBHOOK',
    );
  }
  if (row.cobrStatus === 'CONCLUIDA' || row.cobrStatus === 'CANCELADA') return 'UNCHANGED';
  const base = { changedAt: new Date(change.at), cobrStatus: change.status };
  if (outcome.kind === 'attempt-refused') {
    // Attempt n is the first debit (1) or a retry the portal asked (2, 3, 4): only the refusal of
    // the latest one asks a new retry; a redelivered older refusal changes nothing.
    if (outcome.attempt !== Number(row.retries ?? 0) + 1 || (row.action === 'RETRY' && row.lastFailure)) return 'UNCHANGED';
    const rec = (await strapi.db.query(RECURRENCE_UID).findOne({ where: { id: row.recurrenceId }, select: ['retryPolicy'] })) as Pick<
      RecurrenceRow,
      'retryPolicy'
    > | null;
    const date = nextRetryDate(rec?.retryPolicy ?? 'NAO_PERMITE', day(row.dueDate), saoPauloDate(now()), Number(row.retries ?? 0));
    await charges.update({
      where: { id: row.id },
      data: date
        ? {
            ...base,
            lastFailure: outcome.reason,
            retryDate: date,
            action: 'RETRY',
            status: 'WAITING',
            attempts: 0,
            leaseUntil: null,
            error: null,
          }
        : { ...base, lastFailure: outcome.reason, retryDate: null, action: null },
    });
    if (date) kickJobs(strapi);
    return 'UPDATED';
  }
  // An older notification than the last one applied changes nothing (a PSP's redelivery).
  if (row.changedAt && new Date(change.at).getTime() < new Date(row.changedAt).getTime()) return 'UNCHANGED';
  if (outcome.kind === 'closed') {
    await charges.update({
      where: { id: row.id },
      data: { ...base, action: null, retryDate: null, lastFailure: outcome.reason ?? row.lastFailure },
    });
    return 'UPDATED';
  }
  await charges.update({ where: { id: row.id }, data: base });
  return 'UPDATED';
}

/** POST /api/collections/pix-automatico/webhook/rec — `{ "recs": [RecNotification] }`. */
export async function receiveRecWebhook(strapi: Core.Strapi, ctx: Context) {
  guard(ctx);
  const items = parseRecWebhookBody((ctx.request as { body?: unknown }).body);
  if (!items) throw badRequest(PIX_AUTOMATICO_MESSAGES.badBody);
  const results: { idRec: string; result: RecResult }[] = [];
  for (const item of items) results.push({ idRec: item.idRec, result: await applyRecChange(strapi, item) });
  kickJobs(strapi);
  return { received: results.length, results };
}

/** POST /api/collections/pix-automatico/webhook/cobr — `{ "cobsr": [CobRNotification] }`. */
export async function receiveCobrWebhook(strapi: Core.Strapi, ctx: Context) {
  guard(ctx);
  const items = parseCobrWebhookBody((ctx.request as { body?: unknown }).body);
  if (!items) throw badRequest(PIX_AUTOMATICO_MESSAGES.badBody);
  const results: { txid: string; result: CobrResult }[] = [];
  for (const item of items) results.push({ txid: item.txid, result: await applyCobrChange(strapi, item) });
  return { received: results.length, results };
}
