/**
 * The high-consumption alert (issue 25 §2; docs/insights-consumption.md, "Alertas"): a queue of
 * judgements, one row per bill issued (`BILL:<invoice id>`) or per contract and month of a
 * projection (`PROJECTION:<contract id>:<AAAA-MM>`), unique key, so each is judged once across
 * instances and retries.
 *
 * - Every bill created through Strapi's database layer — one by one, the Strapi admin, the
 *   invoice CSV batch's multi-row INSERT — queues its row in the transaction that writes it (an
 *   outbox); the seed's bulk history and the test factories (unless `notify`) write silently
 *   (`withoutIssueNotice`), as for the "new bill" notice. The same write marks the comparison's
 *   kept month dirty (./groups.ts).
 * - A self-reading accepted hands the projection of the next bill from it (docs/insights-self-reading.md)
 *   to `queueProjectionAlert`, in the transaction that accepts it.
 * - The job loop (portal/jobs, a leased kind) claims one row at a time, reads the contract's
 *   alert choice of that moment and its bills, judges the volume against the usual (domain
 *   rules), and when above writes the portal notification to the contract's users and, when the
 *   choice says so, the e-mail to the contract's registered address; the row ends SENT (with the
 *   reason) or SKIPPED (below, off, no usual). Three failed attempts leave it ERROR.
 */
import type { Core } from '@strapi/strapi';
import { alertMessage, alertReason, judgeAlert, type BillVolume } from '../../../domain/insights/consumption/rules';
import { claimLeased, kickJobs, registerLeasedKind } from '../../jobs';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { registeredEmail } from '../../core/documents';
import { issueNoticeSilenced } from '../../core/invoice-issue';
import { INVOICE_UID } from '../../core/invoice-rows';
import { escapeHtml, sendPortalMail, siteUrl } from '../../core/mail';
import { CONTRACT_UID, type ContractRow } from '../../core/types';
import { notify } from '../../notifications/notify';
import { billFields, contractBills, volumeOf, type BillFacts } from './bills';
import { markBillsDirty } from './groups';
import { alertSettingsOf } from './settings';
import { subscribeDb, writtenIds } from '../../core/db-lifecycles';

export const ALERT_UID = 'api::insights.consumption-alert' as const;

const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 3;

interface AlertRow {
  id: number;
  key: string;
  kind: 'BILL' | 'PROJECTION';
  contractId: number | null;
  invoiceId: number | null;
  referenceMonth: string | null;
  litres: number | null;
  days: number | null;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

/** Queues a judgement for each of the bills `ids` not queued yet; joins the open transaction. */
export async function queueBillAlerts(strapi: Core.Strapi, ids: number[]): Promise<number> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return 0;
  const keys = wanted.map((id) => `BILL:${id}`);
  const taken = new Set(
    ((await strapi.db.query(ALERT_UID).findMany({ where: { key: { $in: keys } }, select: ['key'] })) as { key: string }[]).map(
      (r) => r.key,
    ),
  );
  const data = wanted
    .filter((id) => !taken.has(`BILL:${id}`))
    .map((invoiceId) => ({ key: `BILL:${invoiceId}`, kind: 'BILL', invoiceId, status: 'WAITING', attempts: 0 }));
  if (data.length) await strapi.db.query(ALERT_UID).createMany({ data });
  return data.length;
}

/**
 * The projection of a contract's next bill (self-reading's, issue 25 §3) judged against the alert:
 * queued once per contract and reference month (a later projection of the same month is not news).
 * Answers whether it was queued now. Called by self-reading when a reading is accepted, in the
 * transaction that accepts it (portal/insights/self-reading/informed.ts; docs/insights-consumption.md, "Alertas").
 */
export async function queueProjectionAlert(
  strapi: Core.Strapi,
  projection: { contractId: number; referenceMonth: string; litres: number; days: number },
): Promise<boolean> {
  const key = `PROJECTION:${projection.contractId}:${projection.referenceMonth}`;
  const query = strapi.db.query(ALERT_UID);
  if (await query.findOne({ where: { key }, select: ['id'] })) return false;
  await query.create({
    data: {
      key,
      kind: 'PROJECTION',
      contractId: projection.contractId,
      referenceMonth: projection.referenceMonth,
      litres: Math.round(projection.litres),
      days: Math.max(1, Math.round(projection.days)),
      status: 'WAITING',
      attempts: 0,
    },
  });
  kickJobs(strapi);
  return true;
}

let unsubscribe: (() => void) | null = null;

/** The bill fields whose change moves a comparison month (a payment recorded does not). */
const VOLUME_FIELDS = ['referenceMonth', 'consumptionM3', 'contract', 'previousReadingDate', 'currentReadingDate', 'visibleFrom'];

/** Follows the bills' writes: created → queued for the alert (unless silenced); created or volume changed → its comparison month dirty. */
export function followConsumptionBills(strapi: Core.Strapi): void {
  unsubscribe?.();
  unsubscribe = subscribeDb(strapi, async (event) => {
    if (event.model?.uid !== INVOICE_UID) return;
    if (event.action === 'afterCreate' || event.action === 'afterCreateMany') {
      const ids = writtenIds(event);
      await markBillsDirty(strapi, ids);
      if (!issueNoticeSilenced() && (await queueBillAlerts(strapi, ids))) kickJobs(strapi);
    } else if (event.action === 'afterUpdate' || event.action === 'afterUpdateMany') {
      const data = (event.params as { data?: Record<string, unknown> } | undefined)?.data ?? {};
      if (!VOLUME_FIELDS.some((field) => field in data)) return;
      const ids =
        event.action === 'afterUpdate'
          ? writtenIds(event)
          : event.params?.where
            ? (
                (await strapi.db.query(INVOICE_UID).findMany({ where: event.params.where as never, select: ['id'] })) as { id: number }[]
              ).map((r) => r.id)
            : [];
      await markBillsDirty(strapi, ids);
    }
  });
}

const claim = (strapi: Core.Strapi) =>
  claimLeased<AlertRow>(strapi, ALERT_UID, {
    leaseMs: LEASE_MS,
    select: ['id', 'key', 'kind', 'contractId', 'invoiceId', 'referenceMonth', 'litres', 'days', 'status', 'leaseUntil', 'attempts'],
  });

/** The volume judged and its contract: the bill's (read now) or the projection's. */
async function subjectOf(
  strapi: Core.Strapi,
  job: AlertRow,
): Promise<{ contractId: number; bill: BillVolume; visibleFrom?: string | null } | null> {
  if (job.kind === 'PROJECTION') {
    if (!job.contractId || !job.referenceMonth || job.litres === null || !job.days) return null;
    return { contractId: job.contractId, bill: { referenceMonth: job.referenceMonth, litres: Number(job.litres), days: job.days } };
  }
  const row = (await strapi.db.query(INVOICE_UID).findOne({
    where: { id: job.invoiceId },
    select: [...billFields(strapi), 'visibleFrom'],
    populate: { contract: { select: ['id'] } },
  })) as (BillFacts & { id: number; visibleFrom?: string | null; contract?: { id: number } | null }) | null;
  const bill = row ? volumeOf(row) : null;
  if (!row?.contract?.id || !bill) return null;
  return { contractId: row.contract.id, bill, visibleFrom: isoDay(row.visibleFrom ?? null) ?? null };
}

/** Judges the claimed row; notifies when above the threshold; marks it SENT or SKIPPED (ERROR after three failures). */
export async function judgeQueuedAlert(strapi: Core.Strapi, job: AlertRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const end = (data: Record<string, unknown>) =>
    strapi.db.query(ALERT_UID).updateMany({ where: held, data: { leaseUntil: null, ...data } });
  if (Number(job.attempts) > MAX_ATTEMPTS) return void (await end({ status: 'ERROR', error: 'julgamento interrompido vezes demais' }));
  try {
    const subject = await subjectOf(strapi, job);
    if (!subject) return void (await end({ status: 'SKIPPED', error: 'fatura sem contrato ou sem consumo' }));
    // A programmed bill (spec 02 §2.10) is not news before its day: the row is held until then (São Paulo midnight, UTC−3).
    if (subject.visibleFrom && subject.visibleFrom > saoPauloDate(now())) {
      await strapi.db.query(ALERT_UID).updateMany({
        where: held,
        data: { leaseUntil: new Date(`${subject.visibleFrom}T03:00:00.000Z`), attempts: Math.max(0, Number(job.attempts) - 1) },
      });
      return;
    }
    const settings = await alertSettingsOf(strapi, subject.contractId);
    if (!settings.ativo) return void (await end({ status: 'SKIPPED', error: 'alerta desligado', contractId: subject.contractId }));
    const bills = await contractBills(strapi, subject.contractId);
    const history = bills.filter((b) => b.referenceMonth < subject.bill.referenceMonth);
    const judged = judgeAlert(history, subject.bill, settings.percentual);
    if (!judged.usual || judged.thresholdLitres === null)
      return void (await end({ status: 'SKIPPED', error: 'sem histórico para o habitual', contractId: subject.contractId }));
    if (!judged.above) return void (await end({ status: 'SKIPPED', error: 'abaixo do limite', contractId: subject.contractId }));
    const reason = alertReason(history, subject.bill, judged.usual);
    const message = alertMessage(job.kind, subject.bill, judged.usual, judged.thresholdLitres, settings.percentual, reason);
    const link = `${siteUrl()}/area-cliente/meu-consumo`;
    await notify(
      strapi,
      { contractId: subject.contractId },
      {
        title: message.title,
        description: `${message.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="/area-cliente/meu-consumo">Abrir Meu consumo</a></p>`,
      },
    );
    if (settings.email) {
      const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { id: subject.contractId } })) as ContractRow | null;
      const to = contract ? registeredEmail(contract) : '';
      if (contract && to)
        await sendPortalMail(strapi, {
          to,
          subject: `${message.title} - Necta Gás Natural`,
          name: contract.consumerName,
          parts: [...message.lines, { action: 'Abrir Meu consumo', href: link }],
        });
    }
    await end({ status: 'SENT', sentAt: now(), reason: reason.slice(0, 500), contractId: subject.contractId, error: null });
  } catch (error) {
    strapi.log.error(`insights: consumption alert ${job.key} not judged (attempt ${job.attempts}): ${(error as Error).message}`);
    await end({
      status: Number(job.attempts) >= MAX_ATTEMPTS ? 'ERROR' : 'WAITING',
      error: String((error as Error).message ?? error).slice(0, 500),
    });
  }
}

/** The queue as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerConsumptionAlertKind(): void {
  registerLeasedKind<AlertRow>({ kind: 'insights-consumption-alert', claim, run: judgeQueuedAlert });
}
