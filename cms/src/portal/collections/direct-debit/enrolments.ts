/**
 * The contract's débito automático (docs/collections-direct-debit.md): what the customer (or the
 * attendant serving the contract) sees, the request with its consent (Resolução CMN nº 4.790/2020:
 * the text names the purpose and the account and is stored with date/time and who gave it) and the
 * cancellation. The files to and from the banks are in ./files.ts.
 */
import type { Core } from '@strapi/strapi';
import {
  DEBIT_MESSAGES,
  ENROLMENT_STATUS_LABELS,
  LIVE_STATUSES,
  consentText,
  enrolmentErrors,
  maskedAccount,
  type DebitStatus,
  type EnrolmentStatus,
} from '../../../domain/collections/direct-debit/rules';
import type { DirectDebitAnswer, DirectDebitEnrolmentView } from '../../../domain/collections/direct-debit/types';
import { isServiceRole } from '../../../domain/roles';
import type { UserContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { distributor } from '../../core/distributor';
import { badRequest, conflict, type Body } from '../../core/http';
import { recordAttendantChange } from '../../core/records';
import type { ContractRow } from '../../core/types';
import { DEBIT_UID, ENROLMENT_UID, settings, type DebitRow, type EnrolmentRow } from './store';

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const day = (value: unknown) => String(value ?? '').slice(0, 10);

export async function latestEnrolment(strapi: Core.Strapi, contractId: number): Promise<EnrolmentRow | null> {
  return (await strapi.db.query(ENROLMENT_UID).findOne({
    where: { contract: { id: contractId } },
    orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
  })) as EnrolmentRow | null;
}

function enrolmentView(row: EnrolmentRow): DirectDebitEnrolmentView {
  const status = row.status as EnrolmentStatus;
  return {
    id: row.id,
    status,
    statusLabel: ENROLMENT_STATUS_LABELS[status],
    bankCode: row.bankCode,
    bankName: row.bankName ?? '',
    agency: row.agency,
    account: maskedAccount(row.account, row.accountDigit),
    reason: row.reason ?? null,
    consentText: row.consentText,
    consentAt: iso(row.consentAt) ?? '',
    consentByName: row.consentByName ?? null,
    requestedAt: iso(row.requestedAt) ?? '',
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    canCancel: (LIVE_STATUSES as readonly string[]).includes(status),
  };
}

export async function directDebitView(strapi: Core.Strapi, contract: ContractRow): Promise<DirectDebitAnswer> {
  const banks = settings().banks.map((b) => ({ code: b.code, name: b.name }));
  const latest = await latestEnrolment(strapi, contract.id);
  const debits = (await strapi.db.query(DEBIT_UID).findMany({
    where: { enrolment: { contract: { id: contract.id } } },
    orderBy: [{ dueDate: 'desc' }, { id: 'desc' }],
    limit: 12,
  })) as DebitRow[];
  const live = latest !== null && (LIVE_STATUSES as readonly string[]).includes(latest.status);
  return {
    company: distributor().name,
    banks,
    enrolment: latest ? enrolmentView(latest) : null,
    debits: debits.map((d) => ({
      numDoc: d.numDoc,
      dueDate: day(d.dueDate),
      debitDate: day(d.debitDate),
      amountCents: Number(d.amountCents),
      status: d.status as DebitStatus,
      reason: d.status === 'FAILED' || d.status === 'CANCELLED' ? (d.reason ?? null) : null,
    })),
    canEnrol: !live && banks.length > 0 && latest?.status !== 'CANCEL_REQUESTED',
  };
}

export async function showDirectDebit(strapi: Core.Strapi, scope: UserContractScope): Promise<{ data: DirectDebitAnswer }> {
  return { data: await directDebitView(strapi, scope.contract) };
}

/** POST /collections/direct-debit: the request with its consent; sent to the bank by the next business day's remessa. */
export async function enrolDirectDebit(
  strapi: Core.Strapi,
  scope: UserContractScope,
  body: Body<'collections.direct-debit'>,
): Promise<{ message: string; data: DirectDebitAnswer }> {
  const input = body as Record<string, unknown>;
  const { banks } = settings();
  const errors = enrolmentErrors(input, banks);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const bank = banks.find((b) => b.code === input.bankCode)!;
  const { contract, user } = scope;
  const agency = String(input.agency);
  const account = String(input.account);
  const accountDigit = String(input.accountDigit).toUpperCase();
  await strapi.db.transaction(async () => {
    const latest = await latestEnrolment(strapi, contract.id);
    if (latest && ([...LIVE_STATUSES, 'CANCEL_REQUESTED'] as string[]).includes(latest.status)) throw conflict(DEBIT_MESSAGES.alreadyLive);
    const at = now();
    const text = consentText({
      company: distributor().name,
      bank,
      agency,
      account,
      accountDigit,
      consumerCode: contract.consumerCode ?? '',
    });
    await strapi.db.query(ENROLMENT_UID).create({
      data: {
        contract: contract.id,
        consumerCode: contract.consumerCode ?? '',
        bankCode: bank.code,
        bankName: bank.name,
        agency,
        account,
        accountDigit,
        holderDocument: (contract.consumerCpfCnpj ?? '').replace(/\D/g, '').slice(0, 14) || null,
        status: 'PENDING',
        consentText: text,
        consentAt: at,
        consentByUserId: user.id,
        consentByName: user.name ?? user.email ?? null,
        consentByRole: user.portalRole,
        requestedAt: at,
      },
    });
    if (isServiceRole(user.portalRole))
      await recordAttendantChange(strapi, {
        attendant: user,
        contract,
        action: 'DIRECT_DEBIT',
        description: `Débito automático solicitado - banco ${bank.code}, agência ${agency}, conta ${maskedAccount(account, accountDigit)}`,
        details: { bankCode: bank.code },
      });
  });
  return {
    message: 'Pedido de débito automático registrado. Ele será enviado ao banco no próximo dia útil.',
    data: await directDebitView(strapi, contract),
  };
}

/** DELETE /collections/direct-debit: not yet sent → cancelled now; sent or confirmed → the exclusion goes in the next remessa. */
export async function cancelDirectDebit(
  strapi: Core.Strapi,
  scope: UserContractScope,
): Promise<{ message: string; data: DirectDebitAnswer }> {
  const { contract, user } = scope;
  await strapi.db.transaction(async () => {
    const latest = await latestEnrolment(strapi, contract.id);
    if (!latest || !(LIVE_STATUSES as readonly string[]).includes(latest.status)) throw badRequest(DEBIT_MESSAGES.nothingToCancel);
    const at = now();
    const data =
      latest.status === 'PENDING'
        ? { status: 'CANCELLED', cancelRequestedAt: at, cancelRequestedBy: user.id, cancelledAt: at }
        : { status: 'CANCEL_REQUESTED', cancelRequestedAt: at, cancelRequestedBy: user.id };
    await strapi.db.query(ENROLMENT_UID).update({ where: { id: latest.id }, data: data as never });
    if (isServiceRole(user.portalRole))
      await recordAttendantChange(strapi, {
        attendant: user,
        contract,
        action: 'DIRECT_DEBIT',
        description: `Débito automático cancelado - banco ${latest.bankCode}`,
        details: { bankCode: latest.bankCode },
      });
  });
  return { message: 'Débito automático cancelado.', data: await directDebitView(strapi, contract) };
}
