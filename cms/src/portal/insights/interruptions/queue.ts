/**
 * Telling customers of a planned interruption (docs/insights-interruptions.md): a queue of
 * notices, one row per interruption, version and contract (unique key), so each customer is told
 * once per interruption and change, and once that supply is back — across restarts and instances.
 *
 * - Planning (the leased kind's housekeeping, every turn of the job loop): an interruption whose
 *   version has not been planned yet (new, or changed by staff) queues a notice for every contract
 *   it reaches; one that has ended (staff's mark, or its expected end passed) queues "supply is
 *   back" for every contract told of it. Each in one transaction with the interruption's
 *   bookkeeping (`planned_revision`, `restored_queued`, written through knex so the admin's guard
 *   is not involved); two instances planning the same one at once collide on the unique key and
 *   the second rolls back.
 * - Sending (the job loop's claim with a lease): the notice row is checked again (a version
 *   replaced since, or an interruption already over, is SKIPPED), the contract's users get the
 *   e-mail, then the portal notification and the SENT mark are written in one transaction. An
 *   instance that dies after the e-mails and before that transaction leaves the row to its lease:
 *   an e-mail may go twice, never zero times (at least once); the notification is written once.
 */
import type { Core } from '@strapi/strapi';
import { affects, hasEnded, noticeKey, noticeText, type InterruptionEvent } from '../../../domain/insights/interruptions/rules';
import { parseConsumerCodes } from '../../../domain/insights/interruptions/rules';
import { claimLeased, registerLeasedKind } from '../../jobs';
import { now } from '../../core/clock';
import { knexOf, tableOf } from '../../core/db';
import { sendPortalMail, siteUrl } from '../../core/mail';
import { isUniqueConflict } from '../../core/protocols';
import { CONTRACT_UID, USER_UID, type ContractRow } from '../../core/types';
import { notify } from '../../notifications/notify';
import { factsOf, INTERRUPTION_FIELDS, INTERRUPTION_NOTICE_UID, INTERRUPTION_UID, type InterruptionRow } from './store';

const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 3;
const PAGE = 1000;

interface NoticeRow {
  id: number;
  key: string;
  interruptionId: number;
  contractId: number;
  event: InterruptionEvent;
  revision: number;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

type Place = Pick<ContractRow, 'consumerCode' | 'city' | 'consumerAddress'> & { id: number };

/** The contracts an interruption reaches (active ones), read in pages and judged by the pure rule. */
async function reachedContracts(strapi: Core.Strapi, row: InterruptionRow): Promise<number[]> {
  const facts = factsOf(row);
  const codes = parseConsumerCodes(row.consumerCodes);
  const where = codes.length
    ? { consumerCode: { $in: codes } }
    : { $or: [{ city: { $containsi: row.city.trim() } }, { consumerAddress: { $containsi: row.city.trim() } }] };
  const ids: number[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = (await strapi.db.query(CONTRACT_UID).findMany({
      where: { $and: [where, { situation: { $ne: 'DEACTIVATE' } }] },
      select: ['id', 'consumerCode', 'city', 'consumerAddress'],
      orderBy: { id: 'asc' },
      offset,
      limit: PAGE,
    })) as Place[];
    ids.push(...page.filter((c) => affects(facts, c)).map((c) => c.id));
    if (page.length < PAGE) return ids;
  }
}

async function queue(strapi: Core.Strapi, row: InterruptionRow, event: InterruptionEvent, revision: number, contractIds: number[]) {
  const keys = contractIds.map((id) => noticeKey(row.id, event, revision, id));
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += PAGE) {
    const rows = (await strapi.db
      .query(INTERRUPTION_NOTICE_UID)
      .findMany({ where: { key: { $in: keys.slice(i, i + PAGE) } }, select: ['key'] })) as { key: string }[];
    rows.forEach((r) => taken.add(r.key));
  }
  const data = contractIds
    .filter((id) => !taken.has(noticeKey(row.id, event, revision, id)))
    .map((contractId) => ({
      key: noticeKey(row.id, event, revision, contractId),
      interruptionId: row.id,
      contractId,
      event,
      revision,
      status: 'WAITING',
      attempts: 0,
    }));
  for (let i = 0; i < data.length; i += 500) await strapi.db.query(INTERRUPTION_NOTICE_UID).createMany({ data: data.slice(i, i + 500) });
  return data.length;
}

/** The contracts told of the interruption (any version). */
async function toldContracts(strapi: Core.Strapi, interruptionId: number): Promise<number[]> {
  const rows = (await strapi.db.query(INTERRUPTION_NOTICE_UID).findMany({
    where: { interruptionId, event: { $in: ['ANNOUNCED', 'CHANGED'] }, status: 'SENT' },
    select: ['contractId'],
  })) as { contractId: number }[];
  return [...new Set(rows.map((r) => Number(r.contractId)))];
}

/** Queues what an interruption's state calls for; answers how many notices it queued. */
export async function planInterruption(strapi: Core.Strapi, row: InterruptionRow): Promise<number> {
  const at = now();
  const facts = factsOf(row);
  const revision = Number(row.revision ?? 1);
  const table = tableOf(strapi, INTERRUPTION_UID);
  try {
    return await strapi.db.transaction(async ({ trx }) => {
      let queued = 0;
      if (hasEnded(facts, at)) {
        // Pending announcements of an interruption already over are not sent (queue.ts `sendNotice`).
        queued += await queue(strapi, row, 'RESTORED', revision, await toldContracts(strapi, row.id));
        await knexOf(strapi)(table).transacting(trx).where({ id: row.id }).update({ restored_queued: true, planned_revision: revision });
      } else {
        const event: InterruptionEvent = revision > 1 ? 'CHANGED' : 'ANNOUNCED';
        queued += await queue(strapi, row, event, revision, await reachedContracts(strapi, row));
        await knexOf(strapi)(table).transacting(trx).where({ id: row.id }).update({ planned_revision: revision });
      }
      return queued;
    });
  } catch (error) {
    // Another instance planned the same interruption at the same moment: its rows won.
    if (isUniqueConflict(error)) return 0;
    throw error;
  }
}

/** The interruptions with something to plan: a version not yet planned, or an end not yet told. */
export async function planPending(strapi: Core.Strapi): Promise<number> {
  const at = now();
  const rows = (await strapi.db.query(INTERRUPTION_UID).findMany({
    where: {
      restoredQueued: { $ne: true },
      $or: [{ endedAt: { $lte: at } }, { expectedEndAt: { $lte: at } }, { plannedRevision: { $null: true } }, { plannedRevision: 0 }],
    },
    select: INTERRUPTION_FIELDS,
    orderBy: { id: 'asc' },
    limit: 50,
  })) as InterruptionRow[];
  const changed = (await strapi.db.query(INTERRUPTION_UID).findMany({
    where: { restoredQueued: { $ne: true }, plannedRevision: { $gt: 0 } },
    select: INTERRUPTION_FIELDS,
    limit: 500,
  })) as InterruptionRow[];
  const due = new Map<number, InterruptionRow>();
  for (const row of [...rows, ...changed.filter((r) => Number(r.plannedRevision) < Number(r.revision ?? 1))]) due.set(row.id, row);
  let queued = 0;
  for (const row of due.values()) queued += await planInterruption(strapi, row);
  return queued;
}

const claim = (strapi: Core.Strapi) =>
  claimLeased<NoticeRow>(strapi, INTERRUPTION_NOTICE_UID, {
    leaseMs: LEASE_MS,
    select: ['id', 'key', 'interruptionId', 'contractId', 'event', 'revision', 'status', 'leaseUntil', 'attempts'],
  });

/** Sends one claimed notice (e-mails, then the notification and the SENT mark together); SKIPPED when no longer due. */
export async function sendNotice(strapi: Core.Strapi, job: NoticeRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(INTERRUPTION_NOTICE_UID);
  const end = (data: Record<string, unknown>) => query.updateMany({ where: held, data: { leaseUntil: null, ...data } });
  if (Number(job.attempts) > MAX_ATTEMPTS) return void (await end({ status: 'ERROR', error: 'envio interrompido vezes demais' }));
  try {
    const row = (await strapi.db
      .query(INTERRUPTION_UID)
      .findOne({ where: { id: job.interruptionId }, select: INTERRUPTION_FIELDS })) as InterruptionRow | null;
    if (!row) return void (await end({ status: 'SKIPPED', error: 'interrupção removida' }));
    const facts = factsOf(row);
    if (job.event !== 'RESTORED' && (Number(row.revision ?? 1) !== Number(job.revision) || hasEnded(facts, now())))
      return void (await end({ status: 'SKIPPED', error: 'versão substituída ou interrupção encerrada' }));
    const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { id: job.contractId }, select: ['id', 'consumerCode'] })) as
      (Pick<ContractRow, 'consumerCode'> & { id: number }) | null;
    if (!contract) return void (await end({ status: 'SKIPPED', error: 'contrato removido' }));
    const { title, text } = noticeText(job.event, facts, contract.consumerCode);
    const users = (await strapi.db.query(USER_UID).findMany({
      where: { contracts: { id: contract.id }, blocked: { $ne: true } },
      select: ['id', 'email', 'name'],
    })) as { id: number; email: string | null; name: string | null }[];
    let recipients = 0;
    for (const user of users) {
      if (!user.email) continue;
      await sendPortalMail(strapi, {
        to: user.email,
        subject: `${title} - Necta Gás Natural`,
        name: user.name,
        parts: [{ heading: title }, text, { action: 'Acessar a área do cliente', href: `${siteUrl()}/area-cliente/home` }],
      });
      recipients++;
    }
    await strapi.db.transaction(async () => {
      await notify(strapi, { contractId: contract.id }, { title, description: `<p>${text}</p>` });
      const { count } = (await end({ status: 'SENT', sentAt: now(), recipients, error: null })) as { count: number };
      if (count !== 1) throw new Error('lease lost');
    });
  } catch (error) {
    strapi.log.error(`insights: interruption notice ${job.key} not sent (attempt ${job.attempts}): ${(error as Error).message}`);
    const last = Number(job.attempts) >= MAX_ATTEMPTS;
    await end({ status: last ? 'ERROR' : 'WAITING', error: String((error as Error).message ?? error).slice(0, 500) });
  }
}

async function housekeeping(strapi: Core.Strapi): Promise<void> {
  const queued = await planPending(strapi);
  if (queued) strapi.log.info(`insights: queued ${queued} planned-interruption notice(s)`);
}

/** The notices as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerInterruptionNotices(): void {
  registerLeasedKind<NoticeRow>({ kind: 'interruption-notice', claim, run: sendNotice, housekeeping });
}
