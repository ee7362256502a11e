/**
 * The daily sweep of suspension notices (docs/collections-suspension.md): once per São Paulo day
 * across every CMS instance, it closes the notices no longer in force and issues a notice to each
 * contract with bills overdue for SUSPENSION_OVERDUE_DAYS and no notice in force — a row of
 * `collections_suspension_notices`, a notification to the contract's users and an e-mail.
 *
 * "Once per day": a leased kind of the job runner (portal/jobs). Its housekeeping writes the day's
 * row (unique `day`; a second instance's insert is refused by the index and ignored) from
 * SUSPENSION_SWEEP_FROM (08:00) on; the runner's claim takes it with the conditional UPDATE and a
 * lease, so one instance runs it; a run cut short (the CMS killed) is claimed again when the lease
 * runs out and carries on — contracts already noticed have a notice in force and are skipped.
 * Off unless SUSPENSION_NOTICES=true (off by default: the operator sets the notice period first).
 */
import type { Core } from '@strapi/strapi';
import { earliestSuspensionDate, liableBills, noticeInForce } from '../../../domain/collections/suspension/rules';
import { suspensionNoticeText } from '../../../domain/collections/receipt/rules';
import { brDate } from '../../../domain/invoices/reference';
import { formatCents, sumCents } from '../../../domain/invoices/money';
import { addDays, isBeforeCutoff, saoPauloDate, type IsoDate } from '../../../domain/time/sao-paulo';
import { claimLeased, registerLeasedKind } from '../../jobs';
import { now } from '../../core/clock';
import { sendPortalMail, siteUrl } from '../../core/mail';
import { CONTRACT_UID, USER_UID, type ContractRow } from '../../core/types';
import { notify } from '../../notifications/notify';
import { billsById, NOTICE_UID, openNotices, settings, SWEEP_UID, unpaidBills, type BillFacts, type NoticeRow } from './store';

const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

interface SweepRow {
  id: number;
  day: string;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

export const sweepEnabled = (env: NodeJS.ProcessEnv = process.env) => env.SUSPENSION_NOTICES?.trim().toLowerCase() === 'true';
const sweepFrom = (env: NodeJS.ProcessEnv = process.env) =>
  /^([01]\d|2[0-3]):[0-5]\d$/.test(env.SUSPENSION_SWEEP_FROM ?? '') ? env.SUSPENSION_SWEEP_FROM! : '08:00';

/** Writes today's row once it is time; the unique `day` keeps it one row whoever writes first. */
export async function planToday(strapi: Core.Strapi): Promise<void> {
  const at = now();
  if (isBeforeCutoff(at, sweepFrom())) return;
  const day = saoPauloDate(at);
  const query = strapi.db.query(SWEEP_UID);
  if (await query.findOne({ where: { day }, select: ['id'] })) return;
  try {
    await query.create({ data: { day, status: 'WAITING', attempts: 0, issued: 0 } });
  } catch (error) {
    // Another instance wrote the day first (unique index): nothing to do.
    if (!(await query.findOne({ where: { day }, select: ['id'] }))) throw error;
  }
}

const claim = (strapi: Core.Strapi) =>
  claimLeased<SweepRow>(strapi, SWEEP_UID, { leaseMs: LEASE_MS, select: ['id', 'day', 'status', 'leaseUntil', 'attempts'] });

/** Closes each open notice none of whose bills is still owed (the day it stopped: today). */
async function closeSettled(strapi: Core.Strapi, today: IsoDate): Promise<Set<number>> {
  const open = await openNotices(strapi);
  const bills = await billsById(
    strapi,
    open.flatMap((n) => (n.bills ?? []).map((b) => b.id)),
  );
  const inForce = new Set<number>();
  for (const notice of open) {
    const facts = (notice.bills ?? []).map((b) => bills.get(b.id)).filter((b): b is BillFacts => Boolean(b));
    if (noticeInForce(facts)) {
      if (notice.contract?.id) inForce.add(notice.contract.id);
    } else await strapi.db.query(NOTICE_UID).update({ where: { id: notice.id }, data: { closedOn: today } });
  }
  return inForce;
}

/** The e-mail of a notice: the bills, the date, how to pay, and "Já paguei". */
async function mailNotice(strapi: Core.Strapi, contract: ContractRow, notice: NoticeRow): Promise<boolean> {
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { contracts: { id: contract.id }, blocked: { $ne: true } },
    select: ['id', 'email', 'name'],
  })) as { id: number; email: string | null; name: string | null }[];
  const link = `${siteUrl()}/area-cliente/conta-digital`;
  let sent = false;
  for (const user of users) {
    if (!user.email) continue;
    await sendPortalMail(strapi, {
      to: user.email,
      subject: 'Aviso de suspensão do fornecimento de gás - Necta Gás Natural',
      name: user.name,
      parts: [
        { heading: 'Aviso de suspensão do fornecimento' },
        `Consta em aberto no contrato ${contract.consumerCode} o pagamento das faturas abaixo, no total de ${formatCents(Number(notice.amountCents))}.`,
        {
          table: [['Fatura', 'Vencimento', 'Valor'], ...notice.bills.map((b) => [b.numDoc, brDate(b.dueDate), formatCents(b.amountCents)])],
        },
        { strong: `${suspensionNoticeText(notice.suspensionFrom)}, em horário comercial, se o débito não for pago.` },
        'Como pagar: na área do cliente, em Faturas, use o Pix (copia e cola ou QR Code) ou o código de barras de cada fatura.',
        'Já pagou? Na mesma tela, use o botão "Já paguei" na fatura e envie o comprovante com a data do pagamento. Enquanto o comprovante estiver em análise, a fatura não leva à suspensão.',
        { action: 'Ver minhas faturas', href: link },
      ],
    });
    sent = true;
  }
  return sent;
}

/** Issues a notice to each liable contract without one in force. Answers how many were issued. */
export async function issueNotices(strapi: Core.Strapi): Promise<number> {
  const at = now();
  const today = saoPauloDate(at);
  const config = settings();
  const inForce = await closeSettled(strapi, today);
  const candidates = liableBills(await unpaidBills(strapi, addDays(today, -config.overdueDays)), at, config);
  const byContract = new Map<number, BillFacts[]>();
  for (const bill of candidates) {
    if (!bill.contractId || inForce.has(bill.contractId)) continue;
    byContract.set(bill.contractId, [...(byContract.get(bill.contractId) ?? []), bill]);
  }
  let issued = 0;
  for (const [contractId, bills] of byContract) {
    const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { id: contractId } })) as ContractRow | null;
    if (!contract) continue;
    const suspensionFrom = earliestSuspensionDate(today, config);
    const notice = (await strapi.db.query(NOTICE_UID).create({
      data: {
        contract: contractId,
        bills: bills.map((b) => ({ id: b.id, numDoc: b.numDoc, dueDate: b.dueDate, amountCents: b.amountCents })),
        amountCents: sumCents(bills.map((b) => b.amountCents)),
        issuedAt: at,
        issuedOn: today,
        noticeDays: config.noticeDays,
        suspensionFrom,
      },
    })) as NoticeRow;
    issued++;
    const list = bills.map((b) => `${b.numDoc} (vencimento ${brDate(b.dueDate)})`).join(', ');
    await notify(
      strapi,
      { contractId },
      {
        title: 'Aviso de suspensão do fornecimento',
        description: `<p>${suspensionNoticeText(suspensionFrom)}, em horário comercial, se as faturas ${list} não forem pagas.</p><p>Já pagou? Envie o comprovante em Faturas, no botão "Já paguei".</p>`,
      },
    );
    try {
      if (await mailNotice(strapi, contract, { ...notice, bills: notice.bills, suspensionFrom, amountCents: notice.amountCents }))
        await strapi.db.query(NOTICE_UID).update({ where: { id: notice.id }, data: { emailSentAt: now() } });
    } catch (error) {
      // The notice stands (portal notification); the missing e-mail shows as an empty emailSentAt.
      strapi.log.error(`collections: suspension notice ${notice.id} e-mail not sent: ${(error as Error).message}`);
    }
  }
  return issued;
}

/** Runs the claimed day's sweep and writes its end state while it still holds the lease. */
export async function runSweep(strapi: Core.Strapi, job: SweepRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(SWEEP_UID);
  if (Number(job.attempts) > MAX_ATTEMPTS) {
    await query.updateMany({ where: held, data: { status: 'ERROR', leaseUntil: null, error: 'sweep interrupted too many times' } });
    return;
  }
  // A day's row claimed on a later day (the CMS was down) issues nothing: today's row does.
  if (job.day !== saoPauloDate(now())) {
    await query.updateMany({ where: held, data: { status: 'DONE', leaseUntil: null, finishedAt: now(), issued: 0 } });
    return;
  }
  try {
    const issued = await issueNotices(strapi);
    await query.updateMany({ where: held, data: { status: 'DONE', leaseUntil: null, finishedAt: now(), issued } });
  } catch (error) {
    strapi.log.error(`collections: suspension sweep of ${job.day} failed: ${(error as Error).stack ?? error}`);
    const last = Number(job.attempts) >= MAX_ATTEMPTS;
    await query.updateMany({
      where: held,
      data: { status: last ? 'ERROR' : 'WAITING', leaseUntil: null, error: String((error as Error).message ?? error).slice(0, 500) },
    });
  }
}

/** Registers the sweep with the job runner (cms/src/index.ts), when SUSPENSION_NOTICES=true. */
export function registerSuspensionSweep(env: NodeJS.ProcessEnv = process.env): void {
  if (!sweepEnabled(env)) return;
  registerLeasedKind<SweepRow>({ kind: 'suspension-sweep', claim, run: runSweep, housekeeping: planToday });
}
