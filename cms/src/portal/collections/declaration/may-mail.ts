/**
 * The declaration sent with the bill that falls due in May (Lei nº 12.007/2009, art. 3º;
 * docs/collections-declaration.md): when such a bill is issued (through Strapi's database layer:
 * the admin, the invoices upload, `issueInvoice`; not the seed's silenced history), a mailing is
 * queued in the same transaction; the job loop (a leased kind, portal/jobs) then e-mails the
 * previous year's declaration (PDF attached, with its verification code) to the contract's users
 * who chose the invoice by e-mail — when that year has one. Others get the line on the bill's PDF
 * (portal/invoices/delivery.ts). A mailing is SENT, SKIPPED (no declaration, nobody paperless, the
 * bill gone) or, after three failed attempts, ERROR with the reason. The sending yields to the
 * portal's requests like the paperless e-mails (core/busy.ts `yieldGate`; docs/scaling.md, "Work
 * that can wait").
 */
import type { Core } from '@strapi/strapi';
import { declarationYear, declarationYearForBill } from '../../../domain/collections/declaration/rules';
import { LAW_NAME, monthList } from '../../../domain/collections/declaration/texts';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { claimLeased, kickJobs, registerLeasedKind } from '../../jobs';
import { yieldGate, yieldSettings } from '../../core/busy';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { sendMailWithPdf } from '../../core/documents';
import { distributor } from '../../core/distributor';
import { issueNoticeSilenced } from '../../core/invoice-issue';
import { INVOICE_UID } from '../../core/invoice-rows';
import { CONTRACT_UID, USER_UID, type ContractRow } from '../../core/types';
import { checkUrl, declarationFileName, declarationPdfOf } from './declarations';
import { billsOf, declarationFor } from './store';
import { subscribeDb, writtenIds } from '../../core/db-lifecycles';

export const MAILING_UID = 'api::collections.discharge-declaration-mailing' as const;

const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 3;

interface MailingRow {
  id: number;
  invoiceId: number;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

/**
 * Queues the bills among `ids` that fall due in May and are not past due yet (a bill issued for
 * the coming May; an old May bill typed in later sends nothing). Joins the open transaction.
 */
export async function queueMayMailings(strapi: Core.Strapi, ids: number[]): Promise<number> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wanted.length) return 0;
  const today = saoPauloDate(now());
  const rows = (await strapi.db.query(INVOICE_UID).findMany({ where: { id: { $in: wanted } }, select: ['id', 'dueDate'] })) as {
    id: number;
    dueDate: unknown;
  }[];
  const may = rows.filter((row) => {
    const due = isoDay(row.dueDate);
    return due !== null && due >= today && declarationYearForBill(due) !== null;
  });
  if (!may.length) return 0;
  const queued = (await strapi.db.query(MAILING_UID).findMany({
    where: { invoiceId: { $in: may.map((row) => row.id) } },
    select: ['invoiceId'],
  })) as { invoiceId: number }[];
  const fresh = may.filter((row) => !queued.some((q) => Number(q.invoiceId) === row.id));
  if (fresh.length)
    await strapi.db.query(MAILING_UID).createMany({ data: fresh.map((row) => ({ invoiceId: row.id, status: 'WAITING', attempts: 0 })) });
  return fresh.length;
}

let unsubscribe: (() => void) | null = null;

/** Queues the May bills created through Strapi's database layer (bootstrap). */
export function followMayBills(strapi: Core.Strapi): void {
  unsubscribe?.();
  unsubscribe = subscribeDb(strapi, async (event) => {
    if (event.model?.uid !== INVOICE_UID || issueNoticeSilenced()) return;
    if (event.action !== 'afterCreate' && event.action !== 'afterCreateMany') return;
    if (await queueMayMailings(strapi, writtenIds(event))) kickJobs(strapi);
  });
}

const claim = (strapi: Core.Strapi) =>
  claimLeased<MailingRow>(strapi, MAILING_UID, { leaseMs: LEASE_MS, select: ['id', 'invoiceId', 'status', 'leaseUntil', 'attempts'] });

/** Sends (or skips) one claimed mailing. */
export async function sendMayMailing(strapi: Core.Strapi, job: MailingRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const query = strapi.db.query(MAILING_UID);
  const finish = (status: 'SENT' | 'SKIPPED' | 'ERROR', data: { reason?: string; sentTo?: string } = {}) =>
    query.updateMany({ where: held, data: { status, leaseUntil: null, ...data } });
  if (Number(job.attempts) > MAX_ATTEMPTS) {
    await finish('ERROR', { reason: 'interrupted too many times' });
    return;
  }
  try {
    const bill = (await strapi.db.query(INVOICE_UID).findOne({
      where: { id: job.invoiceId },
      select: ['id', 'dueDate'],
      populate: { contract: { select: ['id'] } },
    })) as { dueDate: unknown; contract?: { id: number } | null } | null;
    const year = bill?.contract ? declarationYearForBill(isoDay(bill.dueDate)!) : null;
    if (!bill?.contract || year === null) return void (await finish('SKIPPED', { reason: 'bill gone or not due in May' }));
    const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { id: bill.contract.id } })) as ContractRow | null;
    const entry = contract ? declarationYear(year, await billsOf(strapi, contract.id)) : null;
    if (!contract || !entry || entry.state === 'UNAVAILABLE')
      return void (await finish('SKIPPED', { reason: `no declaration for ${year}` }));
    const users = (await strapi.db.query(USER_UID).findMany({
      where: { contracts: { id: contract.id }, invoiceByEmail: true, $or: [{ blocked: false }, { blocked: { $null: true } }] },
      select: ['email'],
    })) as { email: string | null }[];
    const to = [...new Set(users.map((u) => u.email).filter((e): e is string => Boolean(e)))];
    if (!to.length) return void (await finish('SKIPPED', { reason: 'nobody receives the invoice by e-mail' }));
    const declaration = await declarationFor(strapi, contract, entry);
    const pdf = await declarationPdfOf(contract, declaration, strapi);
    const partial = declaration.excludedMonths.length > 0;
    for (const address of to)
      await sendMailWithPdf(
        strapi,
        address,
        `Declaração anual de quitação de débitos ${year} - ${distributor().name}`,
        [
          `Segue em anexo a declaração anual de quitação de débitos de ${year} do código do cliente ${contract.consumerCode}, enviada com a fatura que vence em maio, como determina a ${LAW_NAME} (art. 3º).`,
          partial
            ? `Declaração parcial: ${monthList(declaration.excludedMonths)} ficam de fora por débito em discussão judicial.`
            : `Ela substitui os comprovantes de pagamento mensais de ${year}.`,
          `Código de verificação: ${declaration.code}. Qualquer pessoa pode conferir a autenticidade em ${checkUrl(declaration.code)}.`,
        ],
        { filename: declarationFileName(year), content: pdf, contentType: 'application/pdf' },
      );
    await finish('SENT', { sentTo: to.join(', ') });
  } catch (error) {
    strapi.log.error(
      `collections: declaration mailing of invoice ${job.invoiceId} failed (attempt ${job.attempts}): ${(error as Error).message}`,
    );
    const last = Number(job.attempts) >= MAX_ATTEMPTS;
    await query.updateMany({
      where: held,
      data: { status: last ? 'ERROR' : 'WAITING', leaseUntil: null, reason: String((error as Error).message ?? error).slice(0, 500) },
    });
  }
}

/** The mailing queue as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerMayMailingKind(env: NodeJS.ProcessEnv = process.env): void {
  const gate = yieldGate(yieldSettings(env));
  registerLeasedKind<MailingRow>({ kind: 'declaration-may-mail', claim, mayRun: gate.mayRun, run: sendMayMailing });
}
