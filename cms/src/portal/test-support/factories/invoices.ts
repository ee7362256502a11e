/**
 * Test-support factories of bills (test stacks only): POST /api/test-support/factories/invoice
 * issues one for a contract (every fact may be named; the rest gets sensible values around
 * the server clock), POST /factories/invoice/pay records its payment.
 */
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { addDays, saoPauloDate } from '../../../domain/time/sao-paulo';
import { now } from '../../core/clock';
import { badRequest, notFound, type FieldErrors } from '../../core/http';
import { CONTRACT_UID } from '../../core/types';
import { decimalText, issueInvoice, thousandths, withoutIssueNotice } from '../../core/invoice-issue';
import { INVOICE_UID, invoiceView, normalizeRow, type InvoiceRow } from '../../core/invoice-rows';
import { PIX_CHARGE_UID, storeCharge } from '../../core/pix-charge';
import { distributor } from '../../core/distributor';
import { composedPixPayload, dynamicPixPayload } from '../../../domain/collections/pix/brcode';
import { cobvTxid } from '../../../domain/collections/pix/txid';
import { cobrTxid } from '../../../domain/collections/pix/automatic/recurrence';

type Body = Record<string, unknown>;

const INVOICE_FIELDS = [
  'contractId',
  'numDoc',
  'referenceMonth',
  'issueDate',
  'dueDate',
  'amountCents',
  'previousReading',
  'currentReading',
  'consumptionM3',
  'paymentDate',
  'negotiated',
  'judicialDispute',
  'notify',
  // The consumption data of the bill explained (issue 25 §1), issued with the bill (its issue steps see them).
  'previousReadingDate',
  'currentReadingDate',
  'readingType',
  'measuredM3',
  'correctionFactor',
  'correctedM3',
] as const;

function rejectUnknown(body: Body, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) {
    const fields: FieldErrors = Object.fromEntries(unknown.map((k) => [k, 'Campo desconhecido']));
    throw badRequest(`Campo desconhecido: ${unknown.join(', ')}. Campos aceitos: ${allowed.join(', ')}.`, fields);
  }
}

function optional<T>(body: Body, key: string, type: 'string' | 'number' | 'boolean'): T | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) throw badRequest(`${key} deve ser ${type}`, { [key]: `${key} deve ser ${type}` });
  return value as T;
}

/** The month before `date`'s month, `YYYY-MM`. */
function previousMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The next month's day `day` after a reference month `YYYY-MM`. */
function dayOfNextMonth(referenceMonth: string, day: number): string {
  const [y, m] = referenceMonth.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-${String(day).padStart(2, '0')}`;
}

export async function createInvoice(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, INVOICE_FIELDS);
  const contractId = optional<string>(body, 'contractId', 'string');
  if (!contractId) throw badRequest('contractId (documentId do contrato) é obrigatório', { contractId: 'Obrigatório' });
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId: contractId }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!contract) throw notFound(`Contrato ${contractId} não encontrado`, { contractId: 'Contrato não encontrado' });
  const today = saoPauloDate(now());
  const referenceMonth = optional<string>(body, 'referenceMonth', 'string') ?? previousMonth(today);
  const issueDate =
    optional<string>(body, 'issueDate', 'string') ?? (/^\d{4}-\d{2}$/.test(referenceMonth) ? dayOfNextMonth(referenceMonth, 5) : '');
  const dueDate = optional<string>(body, 'dueDate', 'string') ?? (issueDate ? addDays(issueDate, 15) : '');
  const consumptionM3 = optional<string>(body, 'consumptionM3', 'string') ?? decimalText(randomInt(5_000, 60_000));
  const previousReading = optional<string>(body, 'previousReading', 'string') ?? decimalText(randomInt(100_000, 9_000_000));
  const currentReading =
    optional<string>(body, 'currentReading', 'string') ??
    (/^\d{1,12}(\.\d{1,3})?$/.test(previousReading) && /^\d{1,12}(\.\d{1,3})?$/.test(consumptionM3)
      ? decimalText(thousandths(previousReading) + thousandths(consumptionM3))
      : previousReading);
  const amountCents = optional<number>(body, 'amountCents', 'number') ?? randomInt(4_000, 60_000);
  const input = {
    numDoc: optional<string>(body, 'numDoc', 'string'),
    referenceMonth,
    issueDate,
    dueDate,
    amountCents,
    previousReading,
    currentReading,
    consumptionM3,
    paymentDate: optional<string>(body, 'paymentDate', 'string') ?? null,
    negotiated: optional<boolean>(body, 'negotiated', 'boolean') ?? false,
    // Reading data for the bill explained (docs/insights-explain.md).
    previousReadingDate: optional<string>(body, 'previousReadingDate', 'string') ?? null,
    currentReadingDate: optional<string>(body, 'currentReadingDate', 'string') ?? null,
    readingType: (optional<string>(body, 'readingType', 'string') ?? null) as 'REAL' | 'ESTIMATED' | 'INFORMED' | null,
    measuredM3: optional<string>(body, 'measuredM3', 'string') ?? null,
    correctionFactor: optional<string>(body, 'correctionFactor', 'string') ?? null,
    correctedM3: optional<string>(body, 'correctedM3', 'string') ?? null,
  };
  const issue = () => strapi.db.transaction(() => issueInvoice(strapi, contract, input));
  let row = optional<boolean>(body, 'notify', 'boolean') ? await issue() : await withoutIssueNotice(issue);
  // Staff mark a bill's debt as under judicial dispute in the admin (Lei 12.007/2009, art. 2º §3º).
  if (optional<boolean>(body, 'judicialDispute', 'boolean'))
    row = normalizeRow(
      (await strapi.db.query(INVOICE_UID).update({ where: { id: row.id }, data: { judicialDispute: true } })) as InvoiceRow,
    );
  return {
    invoice: { ...invoiceView(row), documentId: row.documentId, pixTxid: row.pixTxid, dueDate: row.dueDate, issueDate: row.issueDate },
  };
}

const PAY_FIELDS = ['numDoc', 'paymentDate'] as const;

/** Records a payment by other means (barcode) on a date, like the bank's return file would. */
export async function payInvoice(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, PAY_FIELDS);
  const numDoc = optional<string>(body, 'numDoc', 'string');
  const paymentDate = optional<string>(body, 'paymentDate', 'string') ?? saoPauloDate(now());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paymentDate)) throw badRequest('paymentDate deve ser AAAA-MM-DD', { paymentDate: 'AAAA-MM-DD' });
  const row = (await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc: numDoc ?? '' } })) as InvoiceRow | null;
  if (!row) throw notFound(`Fatura ${numDoc} não encontrada`, { numDoc: 'Fatura não encontrada' });
  const updated = (await strapi.db.query(INVOICE_UID).update({
    where: { id: row.id },
    data: { paymentDate, paidAt: now().toISOString(), paymentMethod: 'BARCODE' },
  })) as InvoiceRow;
  return { invoice: invoiceView(normalizeRow(updated)) };
}

const CHANGE_FIELDS = ['numDoc', 'amountCents', 'dueDate', 'negotiated', 'delete'] as const;

/**
 * Changes or deletes a bill through the document service, as an editor in the Strapi admin does
 * (so every follower of bill writes sees it: the PDF queue, the Pix charge).
 */
export async function changeInvoice(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, CHANGE_FIELDS);
  const numDoc = optional<string>(body, 'numDoc', 'string');
  const row = (await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc: numDoc ?? '' } })) as
    (InvoiceRow & { documentId: string }) | null;
  if (!row) throw notFound(`Fatura ${numDoc} não encontrada`, { numDoc: 'Fatura não encontrada' });
  const documents = strapi.documents(INVOICE_UID) as unknown as {
    update(a: { documentId: string; data: Record<string, unknown> }): Promise<unknown>;
    delete(a: { documentId: string }): Promise<unknown>;
  };
  if (optional<boolean>(body, 'delete', 'boolean')) {
    await documents.delete({ documentId: row.documentId });
    return { deleted: true };
  }
  const data: Record<string, unknown> = {};
  const amountCents = optional<number>(body, 'amountCents', 'number');
  const dueDate = optional<string>(body, 'dueDate', 'string');
  const negotiated = optional<boolean>(body, 'negotiated', 'boolean');
  if (amountCents !== undefined) data.amountCents = amountCents;
  if (dueDate !== undefined) data.dueDate = dueDate;
  if (negotiated !== undefined) data.negotiated = negotiated;
  await documents.update({ documentId: row.documentId, data });
  const updated = (await strapi.db.query(INVOICE_UID).findOne({ where: { id: row.id } })) as InvoiceRow;
  return { invoice: invoiceView(normalizeRow(updated)) };
}

const CHARGE_FIELDS_IN = ['numDoc'] as const;

/**
 * Gives a bill a stored dynamic Pix charge (ATIVA, 2% fine and 1% a month interest, a location under
 * pix.example.com), as the demo seed does: the browser tests run without a Pix provider.
 */
export async function createPixCharge(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, CHARGE_FIELDS_IN);
  const numDoc = optional<string>(body, 'numDoc', 'string');
  const row = (await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc: numDoc ?? '' } })) as InvoiceRow | null;
  if (!row) throw notFound(`Fatura ${numDoc} não encontrada`, { numDoc: 'Fatura não encontrada' });
  const bill = normalizeRow(row);
  const location = `pix.example.com/qr/v2/cobv/${bill.numDoc.padStart(32, '0')}`;
  const payee = distributor();
  const copyPaste = dynamicPixPayload({ location, merchantName: payee.pixMerchantName, merchantCity: payee.pixMerchantCity });
  await storeCharge(strapi, bill, {
    location,
    copyPaste,
    rules: { fine: { modalidade: 2, valorPerc: '2.00' }, interest: { modalidade: 3, valorPerc: '1.00' }, discount: null, validityDays: 60 },
  });
  return { txid: cobvTxid(bill.numDoc), location, pixCopiaECola: copyPaste };
}

const RECURRENCE_FIELDS_IN = ['contractId', 'status', 'numDoc', 'paysNumDoc'] as const;

/**
 * Gives a contract a stored Pix Automático recurrence (docs/collections-pix-automatico.md) in
 * `status` (CRIADA with its QR payload, APROVADA, REJEITADA, CANCELADA) and, for `numDoc`, a
 * scheduled charge of that bill, as the demo seed does: the browser tests run without a provider.
 */
export async function createPixRecurrence(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, RECURRENCE_FIELDS_IN);
  const contractId = optional<string>(body, 'contractId', 'string') ?? '';
  const status = optional<string>(body, 'status', 'string') ?? 'APROVADA';
  if (!['CRIADA', 'APROVADA', 'REJEITADA', 'CANCELADA'].includes(status)) throw badRequest('status inválido', { status: 'inválido' });
  const numDoc = optional<string>(body, 'numDoc', 'string');
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId: contractId }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!contract) throw notFound('Contrato não encontrado', { contractId: 'Contrato não encontrado' });
  const at = now();
  const today = saoPauloDate(at);
  const idRec = `RR12345678${today.replace(/-/g, '')}${String(randomInt(10 ** 10)).padStart(11, '0')}`;
  const location = `pix.example.com/qr/v2/rec/${idRec.padEnd(32, '0')}`;
  const payee = distributor();
  // Journey 4: the QR also pays this bill, whose stored charge (createPixCharge) gives the location of field 26.
  const paysNumDoc = optional<string>(body, 'paysNumDoc', 'string');
  const pays = paysNumDoc
    ? ((await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc: paysNumDoc }, select: ['id', 'numDoc'] })) as {
        id: number;
        numDoc: string;
      } | null)
    : null;
  const paysCharge = pays
    ? ((await strapi.db.query(PIX_CHARGE_UID).findOne({ where: { invoiceId: pays.id }, select: ['location'] })) as {
        location: string | null;
      } | null)
    : null;
  if (paysNumDoc && !paysCharge?.location)
    throw notFound(`Fatura ${paysNumDoc} sem cobrança Pix`, { paysNumDoc: 'Fatura sem cobrança Pix (createPixCharge)' });
  const code = paysCharge?.location
    ? composedPixPayload({
        chargeLocation: paysCharge.location,
        recLocation: location,
        merchantName: payee.pixMerchantName,
        merchantCity: payee.pixMerchantCity,
      })
    : dynamicPixPayload({ location, merchantName: payee.pixMerchantName, merchantCity: payee.pixMerchantCity });
  const rec = (await strapi.db.query('api::collections.pix-recurrence').create({
    data: {
      contract: contract.id,
      idRec,
      status,
      journey: pays ? 'JORNADA_4' : 'JORNADA_2',
      paysInvoiceId: pays?.id ?? null,
      paysNumDoc: pays?.numDoc ?? null,
      retryPolicy: 'PERMITE_3R_7D',
      ceilingCents: 50_000,
      firstDueDate: addDays(today, 3),
      location,
      pixCopiaECola: status === 'CRIADA' ? code : null,
      reason: status === 'REJEITADA' ? 'AP13 — Recusada pelo usuário pagador' : null,
      requestedAt: at,
      approvedAt: status === 'APROVADA' ? at : null,
      closedAt: status === 'REJEITADA' || status === 'CANCELADA' ? at : null,
      statusAt: at,
    },
  })) as { id: number };
  if (numDoc) {
    const row = (await strapi.db.query(INVOICE_UID).findOne({ where: { numDoc } })) as InvoiceRow | null;
    if (!row) throw notFound(`Fatura ${numDoc} não encontrada`, { numDoc: 'Fatura não encontrada' });
    const bill = normalizeRow(row);
    await strapi.db.query('api::collections.pix-recurring-charge').create({
      data: {
        invoiceId: bill.id,
        numDoc: bill.numDoc,
        recurrenceId: rec.id,
        idRec,
        txid: cobrTxid(bill.numDoc),
        status: 'DONE',
        attempts: 0,
        retries: 0,
        amountCents: bill.amountCents,
        dueDate: bill.dueDate,
        cobrStatus: 'ATIVA',
        changedAt: at,
      },
    });
  }
  return { idRec };
}
