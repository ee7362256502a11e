/**
 * Escalation of a curtailment notice nobody acknowledged in time (issue 26 §4; docs/curtailment.md),
 * a leased kind of the portal's job loop: each turn, the contracts whose deadline passed without
 * an acknowledgement (status IDLE) become WAITING; one is claimed with a lease (claimLeased), the
 * account's other users (its secondary users) and the gas programmers get the e-mail, and the row
 * is marked SENT with when and to how many — once. A row acknowledged or withdrawn meanwhile is
 * SKIPPED. An instance that dies after the e-mails and before the mark leaves the row to its
 * lease: an e-mail may go twice, never zero times; the record is written once.
 */
import type { Core } from '@strapi/strapi';
import { phaseOf } from '../../domain/curtailment/rules';
import { now } from '../core/clock';
import { CURTAILMENT_TARGET_UID } from '../core/curtailment-limits';
import { USER_UID } from '../core/types';
import { claimLeased, registerLeasedKind } from '../jobs';
import { sendEscalationMail } from './mail';
import { TARGET_FIELDS, contractsById, findNotice, normalizeTarget, spanOf, targets, usersOfContract, type TargetRow } from './store';

const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 3;

/** The gas programmers (not blocked), who are told of every escalation. */
async function programmers(strapi: Core.Strapi): Promise<{ email: string; name: string | null }[]> {
  const rows = (await strapi.db.query(USER_UID).findMany({
    where: { portalRole: 'gas-programmer', blocked: { $ne: true } },
    select: ['email', 'name'],
    orderBy: { id: 'asc' },
  })) as { email: string | null; name: string | null }[];
  return rows.filter((r): r is { email: string; name: string | null } => !!r.email);
}

/** Marks WAITING the contracts whose acknowledgement deadline passed without one. */
export async function dueEscalations(strapi: Core.Strapi): Promise<number> {
  const { count } = (await targets(strapi).updateMany({
    where: { status: 'IDLE', acknowledgedAt: { $null: true }, ackDeadline: { $lte: now() } },
    data: { status: 'WAITING' },
  })) as { count: number };
  return count;
}

const claim = (strapi: Core.Strapi) => claimLeased<TargetRow>(strapi, CURTAILMENT_TARGET_UID, { leaseMs: LEASE_MS, select: TARGET_FIELDS });

/** Sends one claimed escalation, then records it (SENT, when, recipients) while still holding the lease. */
export async function escalate(strapi: Core.Strapi, claimed: TargetRow): Promise<void> {
  const job = normalizeTarget(claimed);
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const end = (data: Record<string, unknown>) => targets(strapi).updateMany({ where: held, data: { leaseUntil: null, ...data } });
  if (Number(job.attempts) > MAX_ATTEMPTS) return void (await end({ status: 'ERROR', error: 'escalada interrompida vezes demais' }));
  try {
    const current = normalizeTarget((await targets(strapi).findOne({ where: { id: job.id }, select: TARGET_FIELDS })) as TargetRow);
    const notice = await findNotice(strapi, String(job.noticeId)).catch(() => null);
    if (!notice) return void (await end({ status: 'SKIPPED', error: 'aviso removido' }));
    if (current.acknowledgedAt) return void (await end({ status: 'SKIPPED', error: 'ciência registrada antes da escalada' }));
    if (phaseOf(spanOf(notice), now()) === 'ENDED') return void (await end({ status: 'SKIPPED', error: 'aviso encerrado' }));
    const contract = (await contractsById(strapi, [job.contractRef])).get(job.contractRef);
    if (!contract) return void (await end({ status: 'SKIPPED', error: 'contrato removido' }));
    const sent = new Set<string>();
    const send = async (to: { email: string; name: string | null }, staff: boolean) => {
      const key = to.email.toLowerCase();
      if (sent.has(key)) return;
      await sendEscalationMail(strapi, to, staff, notice, current, contract);
      sent.add(key);
    };
    for (const user of await usersOfContract(strapi, job.contractRef))
      if (!user.owner && user.email) await send({ email: user.email, name: user.name }, false);
    for (const staff of await programmers(strapi)) await send(staff, true);
    if (notice.issuedByEmail) await send({ email: notice.issuedByEmail, name: null }, true);
    const { count } = (await end({ status: 'SENT', escalatedAt: now(), recipients: sent.size, error: null })) as { count: number };
    if (count !== 1) strapi.log.warn(`curtailment: escalation ${job.key} sent after its lease ran out`);
  } catch (error) {
    strapi.log.error(`curtailment: escalation ${job.key} not sent (attempt ${job.attempts}): ${(error as Error).message}`);
    const last = Number(job.attempts) >= MAX_ATTEMPTS;
    await end({ status: last ? 'ERROR' : 'WAITING', error: String((error as Error).message ?? error).slice(0, 500) });
  }
}

async function housekeeping(strapi: Core.Strapi): Promise<void> {
  const due = await dueEscalations(strapi);
  if (due) strapi.log.info(`curtailment: ${due} notice(s) past their acknowledgement deadline queued for escalation`);
}

/** The escalations as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerCurtailmentEscalation(): void {
  registerLeasedKind<TargetRow>({ kind: 'curtailment-escalation', claim, run: escalate, housekeeping });
}
