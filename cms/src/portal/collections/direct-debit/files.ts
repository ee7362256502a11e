/**
 * The files exchanged with the banks (FEBRABAN débito automático, 150 positions, v08;
 * docs/collections-direct-debit.md, "Files"), as a leased kind of the portal's job loop
 * (docs/jobs.md): state in `direct_debit_files`, so a CMS restarted mid-file resumes it.
 *
 * - REMESSA: on each business day, from DIRECT_DEBIT_FILE_TIME (São Paulo), the loop's
 *   housekeeping queues one row per bank (`slot` REMESSA:<bank>:<date>, unique: one per day
 *   whatever the instances). Its run writes, in ONE transaction, the file of that bank: new
 *   enrolments (B inclusão), cancellations (B exclusão, and E cancelamento of debits already sent
 *   and not yet due), the debits (E) of the unpaid bills of confirmed enrolments whose debit date
 *   is 1 to DIRECT_DEBIT_LEAD_DAYS business days ahead; the NSA is the bank's last + 1. The bytes
 *   go to private storage (and DIRECT_DEBIT_FILE_DIR when set).
 * - RETORNO: uploaded by staff; the whole file is read and checked before anything is queued (a
 *   bad file is refused with the reader's message); its run applies it in ONE transaction:
 *   enrolments confirmed (B) or refused (C), debits paid or not (F, return codes in Portuguese);
 *   a paid debit settles its bill.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  LayoutError,
  readReturnFile,
  writeRemittance,
  type DebitMovement,
  type EnrolmentMovement,
  type ReturnFile,
} from '../../../domain/collections/direct-debit/layout';
import {
  debitDateOf,
  debitGoesInFileOf,
  debitOutcome,
  layoutAccount,
  refusalReason,
  returnReason,
} from '../../../domain/collections/direct-debit/rules';
import type { AgreementBank } from '../../../domain/collections/direct-debit/settings';
import type { DirectDebitFileView } from '../../../domain/collections/direct-debit/types';
import { isBusinessDay } from '../../../domain/time/business-days';
import { isBeforeCutoff, saoPauloDate } from '../../../domain/time/sao-paulo';
import { formatCents } from '../../../domain/invoices/money';

import { now } from '../../core/clock';
import { distributor } from '../../core/distributor';
import type { FileAnswer } from '../../core/files';
import { badRequest, conflict, notFound, type Body } from '../../core/http';
import { INVOICE_UID } from '../../core/invoice-rows';
import { isoDay } from '../../core/db';
import { escapeHtml, sendPortalMail, siteUrl } from '../../core/mail';
import { USER_UID } from '../../core/types';
import { notify } from '../../notifications/notify';
import { brDate } from '../../../domain/invoices/reference';
import { discardStored, privateStorage, putBytes } from '../../core/private-files';
import { isUniqueConflict } from '../../core/protocols';
import type { UserScope } from '../../core/access';
import { claimLeased, kickJobs, registerLeasedKind } from '../../jobs';
import { recordPaymentCredit } from '../../core/contract-credits';
import { DEBIT_UID, ENROLMENT_UID, FILE_UID, settings, type FileRow } from './store';

/** 'R$ 1.234,56' with a plain space (the summaries are plain text for staff). */
const money = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 3;
const FILE_FIELDS = [
  'id',
  'direction',
  'bankCode',
  'businessDate',
  'nsa',
  'status',
  'leaseUntil',
  'attempts',
  'fileName',
  'fileKey',
  'summary',
  'error',
];

type Claimed = FileRow & { leaseUntil: string | null; attempts: number | null };

const day = (value: unknown) => String(value ?? '').slice(0, 10);
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

export function fileView(row: FileRow): DirectDebitFileView {
  const summary = row.summary as { text?: string } | null;
  return {
    id: row.id,
    direction: row.direction as DirectDebitFileView['direction'],
    bankCode: row.bankCode,
    businessDate: day(row.businessDate),
    nsa: row.nsa === null || row.nsa === undefined ? null : Number(row.nsa),
    status: row.status as DirectDebitFileView['status'],
    fileName: row.fileName ?? null,
    summary: summary?.text ?? null,
    error: row.error ?? null,
  };
}

// ------------------------------------------------------------------------------- remessa

/** Queues today's remessa of each bank once the business day's file time has come (idempotent). */
export async function queueDueRemittances(strapi: Core.Strapi, at: Date = now()): Promise<number> {
  const { banks, fileTime } = settings();
  if (banks.length === 0) return 0;
  const today = saoPauloDate(at);
  if (!isBusinessDay(today) || isBeforeCutoff(at, fileTime)) return 0;
  const slots = banks.map((b) => `REMESSA:${b.code}:${today}`);
  const existing = (await strapi.db.query(FILE_UID).findMany({ where: { slot: { $in: slots } }, select: ['slot'] })) as { slot: string }[];
  let queued = 0;
  for (const bank of banks) {
    const slot = `REMESSA:${bank.code}:${today}`;
    if (existing.some((e) => e.slot === slot)) continue;
    try {
      await strapi.db
        .query(FILE_UID)
        .create({ data: { direction: 'REMESSA', bankCode: bank.code, businessDate: today, slot, status: 'WAITING', attempts: 0 } });
      queued++;
    } catch (error) {
      if (!isUniqueConflict(error)) throw error; // another instance queued it first
    }
  }
  return queued;
}

async function nextNsa(strapi: Core.Strapi, bank: AgreementBank): Promise<number> {
  const last = (await strapi.db.query(FILE_UID).findOne({
    where: { direction: 'REMESSA', bankCode: bank.code, nsa: { $notNull: true } },
    orderBy: [{ nsa: 'desc' }],
    select: ['nsa'],
  })) as { nsa: number } | null;
  return Math.max(last ? Number(last.nsa) + 1 : bank.firstNsa, bank.firstNsa);
}

interface EnrolmentForFile {
  id: number;
  consumerCode: string;
  agency: string;
  account: string;
  accountDigit: string;
  holderDocument: string | null;
  status: string;
  consentAt: string;
  cancelRequestedAt: string | null;
  contract?: { id: number } | null;
}

/** Writes the remessa of a claimed row (one transaction: file rows, enrolment and debit states). */
async function writeRemittanceFile(strapi: Core.Strapi, job: Claimed): Promise<void> {
  const bank = settings().banks.find((b) => b.code === job.bankCode);
  if (!bank) throw new Error(`o banco ${job.bankCode} não está em DIRECT_DEBIT_BANKS`);
  const { leadBusinessDays, fileDir } = settings();
  const today = day(job.businessDate);
  const at = now();
  let stored: { key: string } | null = null;
  let written: { name: string; text: string } | null = null;
  try {
    await strapi.db.transaction(async () => {
      const enrolmentQuery = strapi.db.query(ENROLMENT_UID);
      const candidates = (await enrolmentQuery.findMany({
        where: { bankCode: bank.code, status: { $in: ['PENDING', 'CANCEL_REQUESTED', 'CONFIRMED'] } },
        populate: { contract: { select: ['id'] } },
        orderBy: [{ id: 'asc' }],
      })) as EnrolmentForFile[];
      const enrolments: EnrolmentMovement[] = [];
      const debits: DebitMovement[] = [];
      const account = (e: EnrolmentForFile) => ({
        customerId: e.consumerCode,
        agency: e.agency,
        account: layoutAccount(e.account, e.accountDigit),
      });
      const newDebits: { enrolment: number; invoice: number; numDoc: string; dueDate: string; amountCents: number }[] = [];
      const cancelledDebits: number[] = [];
      for (const e of candidates) {
        if (e.status === 'PENDING') enrolments.push({ ...account(e), date: saoPauloDate(new Date(e.consentAt)), action: 'INCLUDE' });
        else if (e.status === 'CANCEL_REQUESTED') {
          enrolments.push({ ...account(e), date: saoPauloDate(new Date(e.cancelRequestedAt ?? at)), action: 'EXCLUDE' });
          // Debits already sent whose date has not come: cancelled at the bank too (E, movimento 1).
          const pending = (await strapi.db.query(DEBIT_UID).findMany({
            where: { enrolment: { id: e.id }, status: 'SCHEDULED', debitDate: { $gt: today } },
          })) as { id: number; numDoc: string; dueDate: string; amountCents: number }[];
          for (const d of pending) {
            debits.push({
              ...account(e),
              dueDate: day(d.dueDate),
              amountCents: Number(d.amountCents),
              reference: d.numDoc,
              document: digits(e.holderDocument),
              cancel: true,
            });
            cancelledDebits.push(d.id);
          }
        } else if (e.contract) {
          const bills = (await strapi.db.query(INVOICE_UID).findMany({
            where: { contract: { id: e.contract.id }, paymentDate: { $null: true }, paidAt: { $null: true }, dueDate: { $gt: today } },
            select: ['id', 'numDoc', 'dueDate', 'amountCents', 'negotiated'],
            // The remittance lists a contract's debits by due date (the database's own order is not fixed).
            orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
          })) as { id: number; numDoc: string; dueDate: string; amountCents: number; negotiated: boolean | null }[];
          for (const bill of bills) {
            if (bill.negotiated || !(Number(bill.amountCents) > 0) || !debitGoesInFileOf(today, day(bill.dueDate), leadBusinessDays))
              continue;
            const sent = await strapi.db
              .query(DEBIT_UID)
              .count({ where: { invoice: { id: bill.id }, status: { $in: ['SCHEDULED', 'PAID'] } } });
            if (sent > 0) continue;
            debits.push({
              ...account(e),
              dueDate: day(bill.dueDate),
              amountCents: Number(bill.amountCents),
              reference: bill.numDoc,
              document: digits(e.holderDocument),
            });
            newDebits.push({
              enrolment: e.id,
              invoice: bill.id,
              numDoc: bill.numDoc,
              dueDate: day(bill.dueDate),
              amountCents: Number(bill.amountCents),
            });
          }
        }
      }
      if (enrolments.length === 0 && debits.length === 0) {
        await strapi.db.query(FILE_UID).update({
          where: { id: job.id },
          data: { status: 'DONE', leaseUntil: null, doneAt: at, summary: { text: 'Nada a enviar neste dia.' } },
        });
        return;
      }
      const nsa = await nextNsa(strapi, bank);
      const company = distributor().name;
      const text = writeRemittance({
        header: { agreement: bank.agreement, companyName: company, bankCode: bank.code, bankName: bank.name, date: today, nsa },
        enrolments,
        debits,
      });
      const name = `DA${bank.code}${today.replaceAll('-', '')}${String(nsa).padStart(6, '0')}.REM`;
      stored = await putBytes(strapi, Buffer.from(text, 'latin1'));
      for (const e of candidates) {
        if (e.status === 'PENDING') await enrolmentQuery.update({ where: { id: e.id }, data: { status: 'SENT', sentFileId: job.id } });
        if (e.status === 'CANCEL_REQUESTED')
          await enrolmentQuery.update({ where: { id: e.id }, data: { status: 'CANCELLED', cancelSentFileId: job.id, cancelledAt: at } });
      }
      if (cancelledDebits.length)
        await strapi.db.query(DEBIT_UID).updateMany({
          where: { id: { $in: cancelledDebits } },
          data: { status: 'CANCELLED', reason: 'Débito cancelado com a autorização' },
        });
      for (const d of newDebits)
        await strapi.db.query(DEBIT_UID).create({
          data: {
            enrolment: d.enrolment,
            invoice: d.invoice,
            numDoc: d.numDoc,
            bankCode: bank.code,
            dueDate: d.dueDate,
            debitDate: debitDateOf(d.dueDate),
            amountCents: d.amountCents,
            status: 'SCHEDULED',
            fileId: job.id,
          },
        });
      const included = enrolments.filter((e) => e.action === 'INCLUDE').length;
      const excluded = enrolments.length - included;
      const debitTotal = newDebits.reduce((sum, d) => sum + d.amountCents, 0);
      await strapi.db.query(FILE_UID).update({
        where: { id: job.id },
        data: {
          status: 'DONE',
          leaseUntil: null,
          nsa,
          fileName: name,
          fileKey: (stored as { key: string }).key,
          doneAt: at,
          summary: {
            text: `${included} autorização(ões), ${excluded} cancelamento(s), ${newDebits.length} débito(s) (${money(debitTotal)})`,
            included,
            excluded,
            debits: newDebits.length,
            cancelledDebits: cancelledDebits.length,
            totalCents: debitTotal,
          },
        },
      });
      written = { name, text };
    });
  } catch (error) {
    if (stored) await discardStored(strapi, [(stored as { key: string }).key]);
    throw error;
  }
  const copy = written as { name: string; text: string } | null;
  if (copy && fileDir) {
    const dir = path.resolve(strapi.dirs.app.root, '..', fileDir);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, copy.name), copy.text, 'latin1');
  }
}

// ------------------------------------------------------------------------------- retorno

/** POST /collections/direct-debit/returns: checks the whole file, then queues it (nothing is applied on refusal). */
export async function uploadReturnFile(
  strapi: Core.Strapi,
  scope: UserScope,
  body: Body<'collections.direct-debit-return'>,
): Promise<{ message: string; data: DirectDebitFileView }> {
  let parsed: ReturnFile;
  try {
    parsed = readReturnFile(String(body.content));
  } catch (error) {
    if (error instanceof LayoutError) throw badRequest(error.message, { content: error.message });
    throw error;
  }
  const bank = settings().banks.find((b) => b.code === parsed.header.bankCode);
  if (!bank) throw badRequest(`O banco ${parsed.header.bankCode} do arquivo não tem convênio de débito automático configurado.`);
  if (parsed.header.agreement !== bank.agreement)
    throw badRequest(`O código do convênio do arquivo (${parsed.header.agreement}) não é o do banco ${bank.code} (${bank.agreement}).`);
  const slot = `RETORNO:${bank.code}:${parsed.header.nsa}`;
  const repeated = () => conflict(`O retorno do banco ${bank.code} com NSA ${parsed.header.nsa} já foi carregado.`);
  if ((await strapi.db.query(FILE_UID).count({ where: { slot } })) > 0) throw repeated();
  const stored = await putBytes(strapi, Buffer.from(String(body.content), 'latin1'));
  let row: FileRow;
  try {
    row = (await strapi.db.query(FILE_UID).create({
      data: {
        direction: 'RETORNO',
        bankCode: bank.code,
        businessDate: parsed.header.date,
        nsa: parsed.header.nsa,
        slot,
        status: 'WAITING',
        attempts: 0,
        fileName: String(body.fileName).trim().slice(0, 120),
        fileKey: stored.key,
        uploadedBy: scope.user.id,
      },
    })) as FileRow;
  } catch (error) {
    await discardStored(strapi, [stored.key]);
    if (isUniqueConflict(error)) throw repeated();
    throw error;
  }
  kickJobs(strapi);
  return { message: 'Arquivo de retorno recebido. Ele será processado em instantes.', data: fileView(row) };
}

interface DebitForReturn {
  id: number;
  amountCents: number;
  dueDate: unknown;
  status: string;
  invoice?: {
    id: number;
    numDoc: string;
    paymentDate: string | null;
    paidAt: string | null;
    contract?: { id: number; consumerCode: string } | null;
  } | null;
}

/** Applies a claimed retorno in one transaction (all of it or nothing), then tells the customers of its refusals and failures. */
async function applyReturnFile(strapi: Core.Strapi, job: Claimed): Promise<void> {
  const bytes = await privateStorage(strapi).get(job.fileKey ?? '');
  const file = readReturnFile(bytes.toString('latin1'));
  const at = now();
  const news: DirectDebitNews[] = [];
  await strapi.db.transaction(async () => {
    const counts = { confirmed: 0, refused: 0, excluded: 0, paid: 0, failed: 0, cancelled: 0, unknown: 0 };
    for (const answer of file.enrolments) {
      const [account, digit] = [answer.account.slice(0, -1), answer.account.slice(-1)];
      const row = (await strapi.db.query(ENROLMENT_UID).findOne({
        where: {
          bankCode: job.bankCode,
          consumerCode: answer.customerId,
          agency: answer.agency,
          account: { $in: [account, account.replace(/^0+/, '')] },
          accountDigit: digit,
          status: { $in: ['SENT', 'CONFIRMED', 'PENDING'] },
        },
        orderBy: [{ id: 'desc' }],
        select: ['id', 'status', 'bankName', 'bankCode'],
        populate: { contract: { select: ['id', 'consumerCode'] } },
      })) as {
        id: number;
        status: string;
        bankName: string | null;
        bankCode: string;
        contract?: { id: number; consumerCode: string } | null;
      } | null;
      if (!row) {
        counts.unknown++;
        continue;
      }
      if (answer.kind === 'CONFIRMED' && answer.action === 'INCLUDE') {
        await strapi.db
          .query(ENROLMENT_UID)
          .update({ where: { id: row.id }, data: { status: 'CONFIRMED', confirmedAt: at, optionDate: answer.date, reason: null } });
        counts.confirmed++;
      } else if (answer.kind === 'CONFIRMED') {
        await strapi.db
          .query(ENROLMENT_UID)
          .update({ where: { id: row.id }, data: { status: 'CANCELLED', cancelledAt: at, reason: 'Autorização cancelada no banco.' } });
        counts.excluded++;
      } else {
        const reason = refusalReason(answer.occurrences).slice(0, 300);
        await strapi.db.query(ENROLMENT_UID).update({ where: { id: row.id }, data: { status: 'REFUSED', reason } });
        counts.refused++;
        if (row.contract) news.push({ kind: 'REFUSED', contract: row.contract, bank: row.bankName ?? row.bankCode, reason });
      }
    }
    for (const answer of file.debits) {
      const debit = (await strapi.db.query(DEBIT_UID).findOne({
        where: { bankCode: job.bankCode, numDoc: answer.reference, status: 'SCHEDULED' },
        populate: {
          invoice: { select: ['id', 'numDoc', 'paymentDate', 'paidAt'], populate: { contract: { select: ['id', 'consumerCode'] } } },
        },
        orderBy: [{ id: 'desc' }],
      })) as DebitForReturn | null;
      if (!debit) {
        counts.unknown++;
        continue;
      }
      let outcome = debitOutcome(answer.returnCode, answer.cancel);
      let reason = returnReason(answer.returnCode);
      if (outcome === 'PAID' && answer.amountCents !== Number(debit.amountCents)) {
        outcome = 'FAILED';
        reason = `Valor debitado (${money(answer.amountCents)}) diferente do valor da fatura; procure o atendimento.`;
      }
      await strapi.db.query(DEBIT_UID).update({
        where: { id: debit.id },
        data: {
          status: outcome,
          returnCode: answer.returnCode,
          reason: outcome === 'PAID' ? null : reason,
          returnFileId: job.id,
          settledAt: at,
        },
      });
      if (outcome === 'PAID') {
        counts.paid++;
        if (debit.invoice && !debit.invoice.paymentDate && !debit.invoice.paidAt)
          await strapi.db.query(INVOICE_UID).update({
            where: { id: debit.invoice.id },
            data: { paymentDate: answer.date, paidAt: at, paymentMethod: 'OTHER' },
          });
        // The bill was paid already (a Pix, a confirmed receipt): the debit is a credit of the contract (issue 25).
        else if (debit.invoice?.contract)
          await recordPaymentCredit(strapi, {
            contractId: debit.invoice.contract.id,
            origin: 'DOUBLE_PAYMENT',
            amountCents: answer.amountCents,
            sourceKey: `DEBIT:${debit.id}`,
            numDoc: debit.invoice.numDoc,
          });
      } else if (outcome === 'CANCELLED') counts.cancelled++;
      else if (outcome === 'FAILED') {
        counts.failed++;
        const contract = debit.invoice?.contract;
        if (contract && !debit.invoice?.paymentDate)
          news.push({
            kind: 'FAILED',
            contract,
            numDoc: debit.invoice?.numDoc ?? answer.reference,
            dueDate: isoDay(debit.dueDate)!,
            amountCents: Number(debit.amountCents),
            reason,
          });
      }
    }
    const text =
      `${counts.confirmed} confirmada(s), ${counts.refused} recusada(s), ${counts.excluded} excluída(s) pelo banco; ` +
      `${counts.paid} débito(s) pago(s), ${counts.failed} não efetuado(s), ${counts.cancelled} cancelado(s)` +
      (counts.unknown ? `; ${counts.unknown} registro(s) sem correspondência` : '');
    await strapi.db
      .query(FILE_UID)
      .update({ where: { id: job.id }, data: { status: 'DONE', leaseUntil: null, doneAt: at, summary: { text, ...counts } } });
  });
  // After the file is applied (kept whatever a message costs): a failure here is logged, never undoes the file.
  for (const item of news)
    await tellCustomer(strapi, item).catch((error: unknown) =>
      strapi.log.error(`direct debit: customer of contract ${item.contract.consumerCode} not told: ${(error as Error).message}`),
    );
}

/** What a retorno tells a customer: an authorisation refused or a debit not made. */
type DirectDebitNews =
  | { kind: 'REFUSED'; contract: { id: number; consumerCode: string }; bank: string; reason: string }
  | {
      kind: 'FAILED';
      contract: { id: number; consumerCode: string };
      numDoc: string;
      dueDate: string;
      amountCents: number;
      reason: string;
    };

const OTHER_WAYS =
  'Você pode pagar pela Conta digital da área do cliente, com Pix (QR Code ou copia e cola) ou pelo código de barras do boleto.';

/** A portal notification to the contract's users and an e-mail to each (the portal's mail: SMTP or the outbox). */
async function tellCustomer(strapi: Core.Strapi, item: DirectDebitNews): Promise<void> {
  const message =
    item.kind === 'REFUSED'
      ? {
          title: 'Débito automático recusado pelo banco',
          subject: 'Débito automático recusado - Necta Gás Natural',
          lines: [
            `O banco ${item.bank} recusou a autorização de débito automático do contrato ${item.contract.consumerCode}.`,
            `Motivo: ${item.reason}`,
            'Você pode pedir o débito automático de novo, com os dados corretos, em Débito automático na área do cliente.',
            OTHER_WAYS,
          ],
        }
      : {
          title: 'Débito automático não efetuado',
          subject: `Débito automático não efetuado - fatura ${item.numDoc}`,
          lines: [
            `O débito automático da fatura ${item.numDoc} (vencimento ${brDate(item.dueDate)}, valor ${formatCents(item.amountCents)}) não foi efetuado.`,
            `Motivo informado pelo banco: ${item.reason}`,
            OTHER_WAYS,
          ],
        };
  await notify(
    strapi,
    { contractId: item.contract.id },
    { title: message.title, description: `<p>${message.lines.map(escapeHtml).join('<br>')}</p>` },
  );
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { contracts: { id: item.contract.id }, blocked: { $ne: true } },
    select: ['id', 'email', 'name'],
  })) as { id: number; email: string | null; name: string | null }[];
  for (const user of users)
    if (user.email)
      await sendPortalMail(strapi, {
        to: user.email,
        subject: message.subject,
        name: user.name,
        parts: [...message.lines, { action: 'Ver minhas faturas', href: `${siteUrl()}/area-cliente/conta-digital` }],
      });
}

// ------------------------------------------------------------------------------- the kind

async function runFile(strapi: Core.Strapi, job: Claimed): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: job.leaseUntil };
  if (Number(job.attempts) > MAX_ATTEMPTS) {
    await strapi.db
      .query(FILE_UID)
      .updateMany({ where: held, data: { status: 'ERROR', leaseUntil: null, error: 'Interrompido vezes demais.' } });
    return;
  }
  try {
    if (job.direction === 'REMESSA') await writeRemittanceFile(strapi, job);
    else await applyReturnFile(strapi, job);
  } catch (error) {
    const message = error instanceof LayoutError ? error.message : String((error as Error).message ?? error);
    strapi.log.error(`direct debit: ${job.direction} ${job.id} of bank ${job.bankCode} failed (attempt ${job.attempts}): ${message}`);
    const last = error instanceof LayoutError || Number(job.attempts) >= MAX_ATTEMPTS;
    await strapi.db
      .query(FILE_UID)
      .updateMany({ where: held, data: { status: last ? 'ERROR' : 'WAITING', leaseUntil: null, error: message.slice(0, 500) } });
  }
}

/** Registers the files as a leased kind of the job loop (bootstrap, before `startJobs`). */
export function registerDirectDebitKind(): void {
  registerLeasedKind<Claimed>({
    kind: 'direct-debit-file',
    claim: (strapi) => claimLeased<Claimed>(strapi, FILE_UID, { leaseMs: LEASE_MS, select: FILE_FIELDS }),
    run: runFile,
    housekeeping: async (strapi) => {
      await queueDueRemittances(strapi);
    },
  });
}

/**
 * The unique index behind the one-remessa-per-bank-and-day and one-retorno-per-NSA rule (the
 * content type's `unique` is not a database constraint); NULL slots do not collide.
 */
export async function ensureDirectDebitIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection as unknown as { raw: (sql: string) => Promise<unknown> };
  await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS direct_debit_files_slot_uq ON direct_debit_files (slot)');
}

// ------------------------------------------------------------------------------- staff reads

export async function listDirectDebitFiles(strapi: Core.Strapi): Promise<{ data: DirectDebitFileView[] }> {
  const rows = (await strapi.db.query(FILE_UID).findMany({ orderBy: [{ id: 'desc' }], limit: 50, select: FILE_FIELDS })) as FileRow[];
  return { data: rows.map(fileView) };
}

export async function directDebitFile(strapi: Core.Strapi, id: unknown): Promise<FileAnswer> {
  const row = /^\d+$/.test(String(id))
    ? ((await strapi.db.query(FILE_UID).findOne({ where: { id: Number(id) }, select: FILE_FIELDS })) as FileRow | null)
    : null;
  if (!row?.fileKey) throw notFound('Arquivo não encontrado.');
  return {
    filename: row.fileName ?? `arquivo-${row.id}.txt`,
    contentType: 'text/plain; charset=iso-8859-1',
    body: await privateStorage(strapi).get(row.fileKey),
  };
}
