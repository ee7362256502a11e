/**
 * Each bill's cobrança com vencimento at the Pix provider (issue 24 §1; docs/collections-pix.md).
 *
 * With a provider configured, every write of a bill (created, changed, deleted; through the
 * document service, the query engine or the invoice batch's `createMany`) queues its charge in
 * `pix_charges`, in the writer's own transaction. The job loop (portal/jobs, a leased kind) takes a
 * queued charge, compares the bill with what was last sent (`cobvAction`, pure) and calls the
 * provider: `PUT /cobv/{txid}` to create, `PATCH` to change amount or due date, `PATCH` with
 * status `REMOVIDA_PELO_USUARIO_RECEBEDOR` for a bill deleted or negotiated. The answer's location
 * and "copia e cola" are kept for the bill's screen. Bills created many at once (the invoice
 * batch import) go as ONE `PUT /lotecobv/{id}`, then `GET /lotecobv/{id}` until each charge is
 * CRIADA (its location read with `GET /cobv/{txid}`) or NEGADA (then sent alone).
 *
 * Failures: network errors, 5xx and 429 are retried by the client, then by the job with growing
 * pauses (the row stays PROCESSING with its lease pushed to the next try, so it survives
 * restarts); after 8 tries, or at once on a refusal (4xx), the row is ERROR with the reason
 * (visible in the admin). A PUT that the provider refuses because the txid exists (an earlier
 * answer lost) reads the charge back instead.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { cobvAction, cobvRequest, type CobvRequest } from '../../../domain/collections/pix/cobv-request';
import { chargeCopyPaste } from '../../../domain/collections/pix/brcode';
import { hundredths, type CobvRules } from '../../../domain/collections/pix/amounts';
import { cobvTxid } from '../../../domain/collections/pix/txid';
import type { PixProviderSettings } from '../../../domain/collections/pix/settings';
import { CHARGE_FIELDS, PIX_CHARGE_UID, pixSettings, type ChargeRow } from '../../core/pix-charge';

export { PIX_CHARGE_UID, pixSettings };
import { referenceVariants } from '../../../domain/invoices/reference';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { claimLeased, kickJobs, registerLeasedKind } from '../../jobs';
import { now } from '../../core/clock';
import { distributor } from '../../core/distributor';
import type { ContractRow } from '../../core/types';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../../core/invoice-rows';
import { PixApiError, pixClient, type CobvAnswer } from './client';
import { releaseMailsHeldForCharge } from '../paperless/queue';
import { queueRecurringChargeSync } from './automatic/bill-changes';
import { subscribeDb, writtenIds } from '../../core/db-lifecycles';

export const PIX_CHARGE_BATCH_UID = 'api::collections.pix-charge-batch' as const;

const LEASE_MS = 120_000;
const MAX_TRIES = 8;
/** Pause before the job reads a sent batch again. */
const LOTE_POLL_MS = 5_000;
/** At most this many charges in one `PUT /lotecobv` (larger imports make several batches). */
const LOTE_MAX = 1000;

interface BatchRow {
  id: number;
  loteId: string;
  phase: string;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

/** Queues the charges of bills `ids` (one each): new rows WAITING, or existing ones back to WAITING. */
export async function queueCharges(strapi: Core.Strapi, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return;
  const query = strapi.db.query(PIX_CHARGE_UID);
  const existing = (await query.findMany({ where: { invoiceId: { $in: wanted } }, select: ['id', 'invoiceId', 'status'] })) as ChargeRow[];
  const known = new Set(existing.map((row) => row.invoiceId));
  const toWake = existing.filter((row) => row.status !== 'BATCHED').map((row) => row.id);
  if (toWake.length)
    await query.updateMany({ where: { id: { $in: toWake } }, data: { status: 'WAITING', leaseUntil: null, attempts: 0, error: null } });
  const fresh = wanted.filter((id) => !known.has(id));
  if (!fresh.length) return;
  const bills = (await strapi.db.query(INVOICE_UID).findMany({ where: { id: { $in: fresh } }, select: ['id', 'numDoc'] })) as {
    id: number;
    numDoc: string;
  }[];
  if (bills.length)
    await query.createMany({
      data: bills.map((bill) => ({ invoiceId: bill.id, txid: cobvTxid(bill.numDoc), status: 'WAITING', attempts: 0 })),
    });
}

/** Queues bills created together (an import) as batches of `PUT /lotecobv`. */
export async function queueBatch(strapi: Core.Strapi, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  const bills = (await strapi.db.query(INVOICE_UID).findMany({ where: { id: { $in: wanted } }, select: ['id', 'numDoc'] })) as {
    id: number;
    numDoc: string;
  }[];
  for (let at = 0; at < bills.length; at += LOTE_MAX) {
    const slice = bills.slice(at, at + LOTE_MAX);
    const loteId = `lote${saoPauloDate(now()).replace(/-/g, '')}${randomBytes(8).toString('hex')}`;
    await strapi.db.query(PIX_CHARGE_UID).createMany({
      data: slice.map((bill) => ({ invoiceId: bill.id, txid: cobvTxid(bill.numDoc), status: 'BATCHED', loteId, attempts: 0 })),
    });
    await strapi.db
      .query(PIX_CHARGE_BATCH_UID)
      .create({ data: { loteId, phase: 'NEW', status: 'WAITING', attempts: 0, size: slice.length } });
  }
}

async function idsWhere(strapi: Core.Strapi, where: unknown): Promise<number[]> {
  const rows = (await strapi.db.query(INVOICE_UID).findMany({ where: where as never, select: ['id'] })) as { id: number }[];
  return rows.map((row) => row.id);
}

let unsubscribe: (() => void) | null = null;

/** Follows every write of a bill (bootstrap); nothing when no provider is configured. */
export function followBillsForPix(strapi: Core.Strapi): void {
  unsubscribe?.();
  unsubscribe = null;
  if (!pixSettings()) return;
  unsubscribe = subscribeDb(strapi, async (event) => {
    if (event.model?.uid !== INVOICE_UID) return;
    if (event.action === 'afterCreateMany') {
      const ids = writtenIds(event);
      await (ids.length > 1 ? queueBatch(strapi, ids) : queueCharges(strapi, ids));
    } else if (event.action === 'afterCreate' || event.action === 'afterUpdate' || event.action === 'afterDelete') {
      const ids = writtenIds(event);
      await queueCharges(strapi, ids);
      // A Pix Automático charge already sent follows its bill too (cancelled / created again).
      if (event.action !== 'afterCreate') await queueRecurringChargeSync(strapi, ids, event.action === 'afterDelete');
    } else if (event.action === 'beforeUpdateMany' && event.params?.where && event.state) {
      // The bills the update will change, read before it: a filter on the field it changes (the
      // agreement's `negotiated: false`) no longer finds them afterwards.
      event.state.ids = await idsWhere(strapi, event.params.where);
      return;
    } else if ((event.action === 'afterUpdateMany' || event.action === 'beforeDeleteMany') && event.params?.where) {
      const stashed = event.state?.ids;
      const before = Array.isArray(stashed) ? (stashed as number[]) : [];
      const ids = [...new Set([...before, ...(await idsWhere(strapi, event.params.where))])];
      await queueCharges(strapi, ids);
      await queueRecurringChargeSync(strapi, ids, event.action === 'beforeDeleteMany');
    } else return;
    kickJobs(strapi);
  });
}

interface BillWithContract {
  bill: InvoiceRow;
  contract: ContractRow | null;
}

async function billOf(strapi: Core.Strapi, invoiceId: number): Promise<BillWithContract | null> {
  const row = (await strapi.db.query(INVOICE_UID).findOne({ where: { id: invoiceId }, populate: { contract: true } })) as
    (InvoiceRow & { contract?: ContractRow | null }) | null;
  if (!row) return null;
  return { bill: normalizeRow(row), contract: row.contract ?? null };
}

function requestFor(found: BillWithContract, settings: PixProviderSettings): CobvRequest {
  const { bill, contract } = found;
  if (!contract) throw new PixApiError(0, { title: 'Fatura sem contrato: não há devedor para a cobrança' }, 'local');
  return cobvRequest(
    {
      numDoc: bill.numDoc,
      amountCents: bill.amountCents,
      dueDate: bill.dueDate,
      referenceLabel: referenceVariants(bill.referenceMonth).referenceDate,
    },
    { document: contract.consumerCpfCnpj ?? '', name: contract.consumerName ?? '' },
    settings.rules,
    settings.pixKey,
  );
}

/** What the charge row keeps of a provider's answer. */
function kept(answer: CobvAnswer, bill: InvoiceRow | null, rules: CobvRules | null): Record<string, unknown> {
  const location = answer.loc?.location ?? answer.location ?? null;
  const payee = distributor();
  return {
    ...(rules ? { rules } : {}),
    cobvStatus: answer.status,
    revisao: answer.revisao,
    location,
    pixCopiaECola: location
      ? chargeCopyPaste(
          { location, pixCopiaECola: answer.pixCopiaECola },
          { merchantName: payee.pixMerchantName, merchantCity: payee.pixMerchantCity },
        )
      : null,
    ...(bill ? { sentAmountCents: bill.amountCents, sentDueDate: bill.dueDate } : {}),
  };
}

const message = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);
const retriable = (error: unknown) => !(error instanceof PixApiError) || error.retriable;

/** Next try after a failure: 30 s, 1 min, 2 min… up to 1 h (the lease is the timer). */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** Brings one bill's charge to what the bill is now. */
export async function syncCharge(strapi: Core.Strapi, job: ChargeRow): Promise<void> {
  const settings = pixSettings();
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(PIX_CHARGE_UID);
  if (!settings) {
    await query.updateMany({ where: held, data: { status: 'DONE', leaseUntil: null } });
    return;
  }
  const client = pixClient(settings);
  try {
    const found = await billOf(strapi, job.invoiceId);
    const bill = found?.bill ?? null;
    const action = cobvAction(
      { cobvStatus: job.cobvStatus, sentAmountCents: job.sentAmountCents, sentDueDate: job.sentDueDate },
      bill
        ? { amountCents: bill.amountCents, dueDate: bill.dueDate, paid: Boolean(bill.paymentDate), negotiated: Boolean(bill.negotiated) }
        : null,
    );
    let data: Record<string, unknown> = {};
    if (action === 'create') {
      let answer: CobvAnswer | null;
      try {
        answer = await client.putCobv(job.txid, requestFor(found!, settings));
      } catch (error) {
        // Created by an earlier try whose answer was lost: read it back.
        if (!(error instanceof PixApiError) || (error.status !== 400 && error.status !== 409)) throw error;
        answer = await client.getCobv(job.txid).catch(() => null);
        if (!answer) throw error;
        if (
          answer.status === 'ATIVA' &&
          (answer.valor.original !== requestFor(found!, settings).valor.original || answer.calendario.dataDeVencimento !== bill!.dueDate)
        )
          answer = await client.patchCobv(job.txid, revision(requestFor(found!, settings)));
      }
      data = kept(answer!, bill, settings.rules);
    } else if (action === 'update') {
      data = kept((await client.patchCobv(job.txid, revision(requestFor(found!, settings))))!, bill, settings.rules);
    } else if (action === 'remove') {
      data = kept((await client.patchCobv(job.txid, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' }))!, null, null);
    }
    await query.updateMany({ where: held, data: { ...data, status: 'DONE', leaseUntil: null, attempts: 0, error: null } });
    await releaseMailsHeldForCharge(strapi, job.invoiceId);
  } catch (error) {
    const tries = Number(job.attempts ?? 1);
    strapi.log.warn(`collections/pix: charge ${job.txid} (try ${tries}): ${message(error)}`);
    const again = retriable(error) && tries < MAX_TRIES;
    await query.updateMany({
      where: held,
      data: again
        ? { status: 'PROCESSING', leaseUntil: new Date(now().getTime() + retryDelayMs(tries)), error: message(error) }
        : { status: 'ERROR', leaseUntil: null, error: message(error) },
    });
    // Given up: the new bill's e-mail goes with the static code rather than not at all.
    if (!again) await releaseMailsHeldForCharge(strapi, job.invoiceId);
  }
}

/** A change sends the fields that can change: due date, validity and amount (`CobVRevisada`). */
function revision(request: CobvRequest): Pick<CobvRequest, 'calendario' | 'valor'> {
  return { calendario: request.calendario, valor: request.valor };
}

/** Sends a batch, then reads it until every charge is created or refused. */
export async function runBatch(strapi: Core.Strapi, job: BatchRow): Promise<void> {
  const settings = pixSettings();
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const batches = strapi.db.query(PIX_CHARGE_BATCH_UID);
  const charges = strapi.db.query(PIX_CHARGE_UID);
  if (!settings) {
    await batches.updateMany({ where: held, data: { status: 'DONE', phase: 'FINISHED', leaseUntil: null } });
    return;
  }
  const client = pixClient(settings);
  const pollLater = () =>
    batches.updateMany({ where: held, data: { status: 'PROCESSING', leaseUntil: new Date(now().getTime() + LOTE_POLL_MS), attempts: 0 } });
  try {
    const rows = (await charges.findMany({ where: { loteId: job.loteId, status: 'BATCHED' }, select: CHARGE_FIELDS })) as ChargeRow[];
    if (job.phase === 'NEW') {
      const cobsv: (CobvRequest & { txid: string })[] = [];
      const alone: number[] = [];
      for (const row of rows) {
        const found = await billOf(strapi, row.invoiceId);
        if (found?.contract && !found.bill.paymentDate && !found.bill.negotiated)
          cobsv.push({ txid: row.txid, ...requestFor(found, settings) });
        else alone.push(row.id);
      }
      if (alone.length) await charges.updateMany({ where: { id: { $in: alone } }, data: { status: 'WAITING', loteId: null } });
      if (!cobsv.length) {
        await batches.updateMany({ where: held, data: { status: 'DONE', phase: 'FINISHED', leaseUntil: null } });
        return;
      }
      await client.putLoteCobv(job.loteId, `Faturas de gás importadas em ${saoPauloDate(now())}`, cobsv);
      await batches.updateMany({ where: held, data: { phase: 'SENT' } });
      await pollLater();
      return;
    }
    const answer = await client.getLoteCobv(job.loteId);
    const byTxid = new Map(rows.map((row) => [row.txid, row]));
    let pending = 0;
    for (const item of answer?.cobsv ?? []) {
      const row = byTxid.get(item.txid);
      if (!row) continue;
      if (item.status === 'EM_PROCESSAMENTO') pending++;
      else if (item.status === 'NEGADA')
        await charges.update({
          where: { id: row.id },
          data: { status: 'WAITING', loteId: null, error: item.problema?.detail?.slice(0, 500) ?? 'NEGADA no lote' },
        });
      else {
        const cobv = await client.getCobv(item.txid);
        const found = await billOf(strapi, row.invoiceId);
        const data = kept(cobv!, null, settings.rules);
        // Sent in the batch as the bill was then; a change since is sent on its own.
        const sent = { sentAmountCents: hundredths(cobv!.valor.original), sentDueDate: cobv!.calendario.dataDeVencimento };
        const next = cobvAction(
          { cobvStatus: cobv!.status, ...sent },
          found
            ? {
                amountCents: found.bill.amountCents,
                dueDate: found.bill.dueDate,
                paid: Boolean(found.bill.paymentDate),
                negotiated: Boolean(found.bill.negotiated),
              }
            : null,
        );
        await charges.update({
          where: { id: row.id },
          data: { ...data, ...sent, status: next === 'none' ? 'DONE' : 'WAITING', loteId: null, error: null },
        });
        if (next === 'none') await releaseMailsHeldForCharge(strapi, row.invoiceId);
      }
    }
    // Charges the answer did not name are sent alone.
    const named = new Set((answer?.cobsv ?? []).map((item) => item.txid));
    const missing = rows.filter((row) => !named.has(row.txid)).map((row) => row.id);
    if (missing.length) await charges.updateMany({ where: { id: { $in: missing } }, data: { status: 'WAITING', loteId: null } });
    if (pending) await pollLater();
    else await batches.updateMany({ where: held, data: { status: 'DONE', phase: 'FINISHED', leaseUntil: null, error: null } });
    kickJobs(strapi);
  } catch (error) {
    const tries = Number(job.attempts ?? 1);
    strapi.log.warn(`collections/pix: batch ${job.loteId} (try ${tries}): ${message(error)}`);
    if (retriable(error) && tries < MAX_TRIES) {
      await batches.updateMany({
        where: held,
        data: { status: 'PROCESSING', leaseUntil: new Date(now().getTime() + retryDelayMs(tries)), error: message(error) },
      });
    } else {
      // Refused as a whole: each charge goes on its own, where its own reason is kept.
      await charges.updateMany({ where: { loteId: job.loteId, status: 'BATCHED' }, data: { status: 'WAITING', loteId: null } });
      await batches.updateMany({ where: held, data: { status: 'ERROR', leaseUntil: null, error: message(error) } });
    }
  }
}

/** The two queues as leased kinds of the job loop (bootstrap, before `startJobs`); none without a provider. */
export function registerPixChargeKinds(): void {
  if (!pixSettings()) return;
  registerLeasedKind<BatchRow>({
    kind: 'pix-cobv-batch',
    claim: (strapi) =>
      claimLeased<BatchRow>(strapi, PIX_CHARGE_BATCH_UID, {
        leaseMs: LEASE_MS,
        select: ['id', 'loteId', 'phase', 'status', 'leaseUntil', 'attempts'],
      }),
    run: runBatch,
  });
  registerLeasedKind<ChargeRow>({
    kind: 'pix-cobv',
    claim: (strapi) => claimLeased<ChargeRow>(strapi, PIX_CHARGE_UID, { leaseMs: LEASE_MS, select: CHARGE_FIELDS }),
    run: syncCharge,
  });
}
