/**
 * A contract's Pix Automático (issue 24 §2; docs/collections-pix-automatico.md): what the customer
 * (or the attendant serving the contract) sees, the authorisation (`POST /locrec`, `POST /rec`,
 * `GET /rec/{idRec}` for the QR of journey 2) and the cancellation (`PATCH /rec/{idRec}` CANCELADA,
 * with the charges not yet paid). An attendant's request or cancellation is audited.
 */
import type { Core } from '@strapi/strapi';
import QRCode from 'qrcode';
import { recRequest, recStatusLabel, type RecStatus } from '../../../../domain/collections/pix/automatic/recurrence';
import { composedCopyPaste } from '../../../../domain/collections/pix/brcode';
import { cobvTxid } from '../../../../domain/collections/pix/txid';
import { referenceVariants } from '../../../../domain/invoices/reference';
import {
  authoriseErrors,
  chargeNotice,
  composableBill,
  firstChargeDate,
  firstChargeDateAfter,
  type ComposedBillView,
  PIX_AUTOMATICO_MESSAGES,
  type PixAutomaticoAnswer,
  type PixRecurrenceView,
  type RecurringChargeState,
} from '../../../../domain/collections/pix/automatic/views';
import { isServiceRole } from '../../../../domain/roles';
import { saoPauloDate } from '../../../../domain/time/sao-paulo';
import type { UserContractScope } from '../../../core/access';
import { now } from '../../../core/clock';
import { badRequest, conflict, notFound, portalError, type Body } from '../../../core/http';
import { distributor } from '../../../core/distributor';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../../../core/invoice-rows';
import { PIX_CHARGE_UID, type ChargeRow } from '../../../core/pix-charge';
import { recordAttendantChange } from '../../../core/records';
import type { ContractRow } from '../../../core/types';
import { PixApiError, PixAutomaticoClient, pixClient } from '../client';
import {
  automaticoSettings,
  day,
  instant,
  RECURRENCE_UID,
  RECURRING_CHARGE_UID,
  type RecurrenceRow,
  type RecurringChargeRow,
} from './store';

const LIVE: RecStatus[] = ['CRIADA', 'APROVADA'];

export async function latestRecurrence(strapi: Core.Strapi, contractId: number): Promise<RecurrenceRow | null> {
  return (await strapi.db.query(RECURRENCE_UID).findOne({
    where: { contract: { id: contractId } },
    orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
  })) as RecurrenceRow | null;
}

async function recurrenceView(row: RecurrenceRow, available: boolean): Promise<PixRecurrenceView> {
  const copyPaste = row.status === 'CRIADA' ? (row.pixCopiaECola ?? null) : null;
  const png = copyPaste ? await QRCode.toBuffer(copyPaste, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 280 }) : null;
  return {
    idRec: row.idRec,
    status: row.status,
    statusLabel: recStatusLabel(row.status),
    ceilingCents: row.ceilingCents ?? null,
    pixCopiaECola: copyPaste,
    pixQrCode: png ? `data:image/png;base64,${png.toString('base64')}` : null,
    firstDueDate: day(row.firstDueDate),
    journey: row.journey === 'JORNADA_4' ? 'JORNADA_4' : 'JORNADA_2',
    paysBill: row.journey === 'JORNADA_4' ? (row.paysNumDoc ?? null) : null,
    requestedAt: instant(row.requestedAt) ?? '',
    approvedAt: instant(row.approvedAt),
    closedAt: instant(row.closedAt),
    reason: row.reason ?? null,
    canCancel: available && LIVE.includes(row.status),
  };
}

export function chargeState(
  row: Pick<RecurringChargeRow, 'status' | 'cobrStatus' | 'action' | 'retryDate' | 'lastFailure'>,
): RecurringChargeState {
  if (row.status === 'SKIPPED') return 'SKIPPED';
  if (row.cobrStatus === 'CONCLUIDA') return 'PAID';
  if (row.cobrStatus === 'CANCELADA') return 'CANCELLED';
  if (row.cobrStatus === 'REJEITADA' || row.cobrStatus === 'EXPIRADA' || row.status === 'ERROR') return 'FAILED';
  if (row.retryDate && row.lastFailure) return 'RETRYING';
  if (row.lastFailure) return 'FAILED';
  return 'SCHEDULED';
}

interface OpenBill {
  bill: InvoiceRow;
  dueDate: string;
  negotiated: boolean;
  activeCobv: boolean;
  charge: Pick<ChargeRow, 'txid' | 'location'> | null;
}

/** The contract's open bills, each with its cobv when the PSP has it active (journey 4 needs its location). */
async function openBills(strapi: Core.Strapi, contractId: number): Promise<OpenBill[]> {
  const bills = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: { contract: { id: contractId }, paymentDate: { $null: true } },
      select: ['id', 'numDoc', 'amountCents', 'dueDate', 'negotiated', 'paymentDate', 'issueDate', 'referenceMonth'],
    })) as InvoiceRow[]
  ).map(normalizeRow);
  const charges = bills.length
    ? ((await strapi.db.query(PIX_CHARGE_UID).findMany({
        where: { invoiceId: { $in: bills.map((b) => b.id) }, cobvStatus: 'ATIVA', location: { $notNull: true } },
        select: ['invoiceId', 'txid', 'location'],
      })) as Pick<ChargeRow, 'invoiceId' | 'txid' | 'location'>[])
    : [];
  const byBill = new Map(charges.map((c) => [c.invoiceId, c]));
  return bills.map((bill) => {
    const charge = byBill.get(bill.id) ?? null;
    return { bill, dueDate: bill.dueDate, negotiated: Boolean(bill.negotiated), activeCobv: charge !== null, charge };
  });
}

function composedView(found: OpenBill | null): ComposedBillView | null {
  if (!found) return null;
  const { bill } = found;
  return {
    numDoc: bill.numDoc,
    referenceLabel: referenceVariants(bill.referenceMonth).referenceDate,
    dueDate: bill.dueDate,
    amountCents: bill.amountCents,
  };
}

export async function pixAutomaticoView(strapi: Core.Strapi, contract: ContractRow): Promise<PixAutomaticoAnswer> {
  const available = automaticoSettings() !== null;
  const latest = await latestRecurrence(strapi, contract.id);
  const recurrences = (await strapi.db.query(RECURRENCE_UID).findMany({
    where: { contract: { id: contract.id } },
    select: ['id'],
  })) as { id: number }[];
  const charges = recurrences.length
    ? ((await strapi.db.query(RECURRING_CHARGE_UID).findMany({
        where: { recurrenceId: { $in: recurrences.map((r) => r.id) } },
        orderBy: [{ dueDate: 'desc' }, { id: 'desc' }],
        limit: 12,
      })) as RecurringChargeRow[])
    : [];
  const canAuthorise = available && !(latest && LIVE.includes(latest.status));
  return {
    available,
    recurrence: latest ? await recurrenceView(latest, available) : null,
    charges: charges.map((c) => {
      const state = chargeState(c);
      return {
        numDoc: c.numDoc,
        dueDate: day(c.dueDate),
        amountCents: Number(c.amountCents),
        state,
        notice: chargeNotice(state, day(c.dueDate), c.retryDate ? day(c.retryDate) : null, c.lastFailure ?? c.error ?? null),
      };
    }),
    canAuthorise,
    composedBill: canAuthorise ? composedView(composableBill(await openBills(strapi, contract.id))) : null,
  };
}

export async function showPixAutomatico(strapi: Core.Strapi, scope: UserContractScope): Promise<{ data: PixAutomaticoAnswer }> {
  return { data: await pixAutomaticoView(strapi, scope.contract) };
}

function providerFailure(strapi: Core.Strapi, error: unknown): never {
  strapi.log.warn(`collections/pix-automatico: ${(error as Error)?.message ?? String(error)}`);
  throw portalError(502, PIX_AUTOMATICO_MESSAGES.providerFailed);
}

/**
 * POST /collections/pix-automatico: creates the recurrence at the PSP (variable amount, monthly,
 * the contract as `vinculo`, the distributor's floor and retry policy from the settings) and keeps
 * the QR of the authorisation: journey 2 (the recurrence's QR), or with `payBill` journey 4 — one
 * composite QR that pays that open bill's cobv and authorises at once (the recurrence's first
 * charge is then a later bill). The customer's ceiling is kept by the portal: a bill
 * above it is not sent as a charge (the bill keeps its other ways to pay).
 */
export async function authorisePixAutomatico(
  strapi: Core.Strapi,
  scope: UserContractScope,
  body: Body<'collections.pix-automatico'>,
): Promise<{ message: string; data: PixAutomaticoAnswer }> {
  const on = automaticoSettings();
  if (!on) throw notFound(PIX_AUTOMATICO_MESSAGES.unavailable);
  const input = body as Record<string, unknown>;
  const errors = authoriseErrors(input, on.automatico.minimumCents);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const ceilingCents = typeof input.ceilingCents === 'number' ? input.ceilingCents : null;
  const { contract, user } = scope;
  const latest = await latestRecurrence(strapi, contract.id);
  if (latest && LIVE.includes(latest.status)) throw conflict(PIX_AUTOMATICO_MESSAGES.alreadyLive);

  const today = saoPauloDate(now());
  const open = (await openBills(strapi, contract.id)).filter((b) => !b.negotiated);
  // Journey 4: the QR also pays this bill through its cobv (only a bill of this contract, open, whose cobv is active).
  const payBill = typeof input.payBill === 'string' ? input.payBill : null;
  const paid = payBill ? (open.find((b) => b.bill.numDoc === payBill && b.activeCobv) ?? null) : null;
  if (payBill && !paid) throw badRequest(PIX_AUTOMATICO_MESSAGES.billNotComposable, { payBill: PIX_AUTOMATICO_MESSAGES.billNotComposable });
  const firstDueDate = paid
    ? firstChargeDateAfter(
        paid.dueDate,
        open.filter((b) => b !== paid).map((b) => b.dueDate),
        today,
      )
    : firstChargeDate(
        open.map((b) => b.dueDate),
        today,
      );
  let request;
  try {
    request = recRequest(
      {
        contractNumber: contract.consumerCode ?? '',
        label: contract.consumerAddress ?? '',
        holderDocument: contract.consumerCpfCnpj ?? '',
        holderName: contract.consumerName ?? '',
      },
      { firstDueDate, retryPolicy: on.automatico.retryPolicy, minimumCents: on.automatico.minimumCents },
    );
  } catch {
    throw badRequest(PIX_AUTOMATICO_MESSAGES.noHolder);
  }
  const client = new PixAutomaticoClient(pixClient(on.provider));
  let idRec: string;
  let location: string | null;
  let copyPaste: string | null;
  try {
    const loc = await client.createLocRec();
    const rec = await client.createRec({ ...request, loc: loc!.id });
    idRec = rec!.idRec;
    // Journey 4: `GET /rec/{idRec}?txid=<the bill's cobv>` answers the composite QR (charge + recurrence).
    const read = await client.getRec(idRec, paid ? (paid.charge?.txid ?? cobvTxid(paid.bill.numDoc)) : undefined);
    location = read?.loc?.location ?? loc!.location;
    copyPaste = read?.dadosQR?.pixCopiaECola ?? null;
    if (paid) {
      const payee = distributor();
      copyPaste = composedCopyPaste(
        read?.dadosQR?.jornada === 'JORNADA_4' ? copyPaste : null,
        { chargeLocation: paid.charge!.location!, recLocation: location },
        { merchantName: payee.pixMerchantName, merchantCity: payee.pixMerchantCity },
      );
    }
  } catch (error) {
    if (error instanceof PixApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      strapi.log.warn(`collections/pix-automatico: refused: ${error.message}`);
      throw badRequest(PIX_AUTOMATICO_MESSAGES.providerFailed);
    }
    providerFailure(strapi, error);
  }
  const at = now();
  await strapi.db.transaction(async () => {
    await strapi.db.query(RECURRENCE_UID).create({
      data: {
        contract: contract.id,
        idRec,
        status: 'CRIADA',
        journey: paid ? 'JORNADA_4' : 'JORNADA_2',
        paysInvoiceId: paid?.bill.id ?? null,
        paysNumDoc: paid?.bill.numDoc ?? null,
        retryPolicy: on.automatico.retryPolicy,
        ceilingCents,
        minimumCents: on.automatico.minimumCents,
        firstDueDate,
        location,
        pixCopiaECola: copyPaste,
        requestedAt: at,
        requestedByUserId: user.id,
        statusAt: at,
        checkedAt: at,
      },
    });
    if (isServiceRole(user.portalRole))
      await recordAttendantChange(strapi, {
        attendant: user,
        contract,
        action: 'PIX_AUTOMATICO',
        description: `Pix Automático solicitado${ceilingCents ? ` - valor máximo ${(ceilingCents / 100).toFixed(2).replace('.', ',')}` : ''}${paid ? ` - com o pagamento da fatura ${paid.bill.numDoc}` : ''}`,
        details: { idRec },
      });
  });
  return {
    message: paid ? PIX_AUTOMATICO_MESSAGES.authorisedWithBill : PIX_AUTOMATICO_MESSAGES.authorised,
    data: await pixAutomaticoView(strapi, contract),
  };
}

/** DELETE /collections/pix-automatico: `PATCH /rec/{idRec}` CANCELADA; its charges not yet paid end with it. */
export async function cancelPixAutomatico(
  strapi: Core.Strapi,
  scope: UserContractScope,
): Promise<{ message: string; data: PixAutomaticoAnswer }> {
  const on = automaticoSettings();
  if (!on) throw notFound(PIX_AUTOMATICO_MESSAGES.unavailable);
  const { contract, user } = scope;
  const latest = await latestRecurrence(strapi, contract.id);
  if (!latest || !LIVE.includes(latest.status)) throw badRequest(PIX_AUTOMATICO_MESSAGES.nothingToCancel);
  let reason: string | null = null;
  try {
    const answer = await new PixAutomaticoClient(pixClient(on.provider)).cancelRec(latest.idRec);
    const c = answer?.encerramento?.cancelamento;
    reason = c ? `${c.codigo} — ${c.descricao}`.slice(0, 400) : null;
  } catch (error) {
    // Already closed at the PSP (a webhook lost): read it and keep what it says.
    if (!(error instanceof PixApiError) || error.status !== 400) providerFailure(strapi, error);
  }
  const at = now();
  await strapi.db.transaction(async () => {
    await strapi.db.query(RECURRENCE_UID).update({
      where: { id: latest.id },
      data: { status: 'CANCELADA', closedAt: at, statusAt: at, reason, pixCopiaECola: null },
    });
    await cancelOpenCharges(strapi, latest.id);
    if (isServiceRole(user.portalRole))
      await recordAttendantChange(strapi, {
        attendant: user,
        contract,
        action: 'PIX_AUTOMATICO',
        description: 'Pix Automático cancelado',
        details: { idRec: latest.idRec },
      });
  });
  return { message: PIX_AUTOMATICO_MESSAGES.cancelled, data: await pixAutomaticoView(strapi, contract) };
}

/** The charges of a recurrence not paid nor closed end as CANCELADA (the PSP cancels them with it). */
export async function cancelOpenCharges(strapi: Core.Strapi, recurrenceId: number): Promise<void> {
  await strapi.db.query(RECURRING_CHARGE_UID).updateMany({
    where: {
      recurrenceId,
      $or: [{ cobrStatus: { $null: true } }, { cobrStatus: { $in: ['CRIADA', 'ATIVA'] } }],
      status: { $ne: 'SKIPPED' },
    },
    data: { cobrStatus: 'CANCELADA', status: 'DONE', action: null, leaseUntil: null, retryDate: null },
  });
}
