/**
 * An agreement's life (docs/collections-negotiation.md): WAITING for the down payment, ACTIVE once
 * it is paid, FINISHED once the bill of its last instalment's month has come, UNDONE when the
 * down payment was not paid by its due date (the undo rule: the bills go back to what they were,
 * the instalments are cancelled). Pure functions of the stored facts and `now` (São Paulo).
 */
import { invoiceStatus, type InvoiceFacts } from '../../invoices/status';
import { saoPauloDate, type IsoDate } from '../../time/sao-paulo';

export type AgreementState = 'WAITING' | 'ACTIVE' | 'UNDONE' | 'FINISHED';

export const AGREEMENT_STATE_LABELS: Record<AgreementState, string> = {
  WAITING: 'Aguardando pagamento da entrada',
  ACTIVE: 'Em vigor',
  UNDONE: 'Desfeito',
  FINISHED: 'Concluído',
};

export interface AgreementFacts {
  undoneAt?: string | null;
  /** Payment date of the down-payment bill, when paid. */
  downPaymentPaidOn?: IsoDate | null;
  downPaymentDueDate: IsoDate;
  /** Reference month (AAAA-MM) of the last instalment. */
  lastInstalmentMonth: string;
}

/** Undo when not undone yet, the down payment is unpaid and its due date has passed (São Paulo). */
export const shouldUndo = (agreement: AgreementFacts, now: Date): boolean =>
  !agreement.undoneAt && !agreement.downPaymentPaidOn && saoPauloDate(now) > agreement.downPaymentDueDate;

export function agreementState(agreement: AgreementFacts, now: Date): AgreementState {
  if (agreement.undoneAt) return 'UNDONE';
  if (!agreement.downPaymentPaidOn) return 'WAITING';
  return saoPauloDate(now).slice(0, 7) > agreement.lastInstalmentMonth ? 'FINISHED' : 'ACTIVE';
}

/** A bill may be negotiated when it is overdue (PENDING: unpaid, not negotiated, past its due date) and is not an agreement's down payment. */
export const isNegotiable = (bill: InvoiceFacts & { isDownPayment?: boolean }, now: Date): boolean =>
  !bill.isDownPayment && invoiceStatus(bill, now) === 'PENDING';

/** The bill's line for an instalment it carries (the bill explanation and PDF): "Parcela 2/3 do acordo NEG-2026-000001". */
export const instalmentLine = (number: number, count: number, protocol: string) => `Parcela ${number}/${count} do acordo ${protocol}`;

/** An instalment as the issue of a bill reads it. */
export interface OpenInstalment {
  id: number;
  contractId: number;
  referenceMonth: string;
  amountCents: number;
}

/**
 * The instalments a bill just issued carries: those of its contract and reference month that
 * are not cancelled (the agreement undone) and not yet on a bill, in their order.
 */
export const instalmentsForBill = (
  bill: { contractId: number; referenceMonth: string },
  open: readonly (OpenInstalment & { cancelled: boolean; invoiceId: number | null })[],
): OpenInstalment[] =>
  open
    .filter((i) => i.contractId === bill.contractId && i.referenceMonth === bill.referenceMonth && !i.cancelled && i.invoiceId == null)
    .sort((a, b) => a.id - b.id);
