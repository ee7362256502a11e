/**
 * The bills a customer may negotiate and the simulation for a choice of them
 * (docs/collections-negotiation.md): overdue (PENDING), not negotiated, not paid, not the down
 * payment of an agreement in course, without a "Já paguei" receipt waiting or confirmed; only
 * bills the customer can see (programmed ones not yet).
 */
import type { Core } from '@strapi/strapi';
import { isNegotiable } from '../../../domain/collections/negotiation/agreement';
import { NEGOTIATION_MESSAGES as M } from '../../../domain/collections/negotiation/messages';
import { simulationRequestErrors } from '../../../domain/collections/negotiation/requests';
import { simulate } from '../../../domain/collections/negotiation/simulation';
import { agreementTerms } from '../../../domain/collections/negotiation/terms';
import type { NegotiableBills, SimulationAnswer } from '../../../domain/collections/negotiation/types';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { now } from '../../core/clock';
import { unprocessable } from '../../core/http';
import { normalizeRow, visibleAt, type InvoiceRow } from '../../core/invoice-rows';
import type { ContractRow } from '../../core/types';
import { throwIfErrors } from '../../core/validate';
import { newestReceipts } from '../suspension/store';
import { INVOICE_UID, negotiationSettings, openDownPaymentIds, type StoredBill } from './store';

const stored = (row: InvoiceRow): StoredBill => ({
  id: row.id,
  numDoc: row.numDoc,
  referenceMonth: row.referenceMonth,
  dueDate: row.dueDate,
  amountCents: row.amountCents,
});

/** The contract's negotiable bills at `at`, oldest due date first. */
export async function negotiableRows(strapi: Core.Strapi, contract: Pick<ContractRow, 'id'>, at: Date): Promise<StoredBill[]> {
  const rows = (
    (await strapi.db.query(INVOICE_UID).findMany({
      where: {
        contract: { id: contract.id },
        paymentDate: { $null: true },
        negotiated: false,
        dueDate: { $lt: saoPauloDate(at) },
        ...visibleAt(at),
      },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    })) as InvoiceRow[]
  ).map(normalizeRow);
  const downPayments = await openDownPaymentIds(strapi, contract.id);
  // A bill the customer says is paid ("Já paguei": receipt waiting or confirmed) is not negotiated.
  const receipts = await newestReceipts(
    strapi,
    rows.map((r) => r.id),
  );
  const claimedPaid = (id: number) => ['PENDING', 'CONFIRMED'].includes(receipts.get(id)?.state ?? '');
  return rows.filter((r) => !claimedPaid(r.id) && isNegotiable({ ...r, isDownPayment: downPayments.has(r.id) }, at)).map(stored);
}

export async function listNegotiableBills(strapi: Core.Strapi, contract: ContractRow): Promise<NegotiableBills> {
  const settings = negotiationSettings();
  const bills = await negotiableRows(strapi, contract, now());
  return {
    bills: bills.map(({ id: _id, ...bill }) => bill),
    maxInstalments: settings.maxInstalments,
    monthlyRateBp: settings.monthlyRateBp,
    downPaymentDays: settings.downPaymentDays,
  };
}

/** The chosen bills among the negotiable ones, in the order given; one that is not → 422 naming it. */
export async function chosenBills(
  strapi: Core.Strapi,
  contract: Pick<ContractRow, 'id'>,
  numDocs: string[],
  at: Date,
): Promise<StoredBill[]> {
  const negotiable = new Map((await negotiableRows(strapi, contract, at)).map((b) => [b.numDoc, b]));
  return numDocs.map((numDoc) => {
    const bill = negotiable.get(numDoc);
    if (!bill) throw unprocessable(M.billNotNegotiable(numDoc), { bills: M.billNotNegotiable(numDoc) });
    return bill;
  });
}

export function simulationFor(bills: StoredBill[], at: Date): SimulationAnswer {
  const debtCents = bills.reduce((sum, b) => sum + b.amountCents, 0);
  const simulation = simulate(debtCents, negotiationSettings(), saoPauloDate(at));
  const numDocs = bills.map((b) => b.numDoc);
  return {
    ...simulation,
    options: simulation.options.map((option) => ({
      ...option,
      termsText: agreementTerms({
        numDocs,
        debtCents,
        option,
        downPaymentDueDate: simulation.downPaymentDueDate,
        monthlyRateBp: simulation.monthlyRateBp,
      }),
    })),
  };
}

export async function simulateNegotiation(
  strapi: Core.Strapi,
  contract: ContractRow,
  body: Record<string, unknown>,
): Promise<SimulationAnswer> {
  throwIfErrors(simulationRequestErrors(body));
  const at = now();
  const answer = simulationFor(await chosenBills(strapi, contract, body.bills as string[], at), at);
  if (answer.options.length === 0) throw unprocessable(M.nothingToFinance, { bills: M.nothingToFinance });
  return answer;
}
