/**
 * Credits of a contract (issue 25 §1; docs/insights-explain.md, "Other items"): a bill paid twice
 * or above its amount leaves the excess as a credit of the contract, and staff may register one
 * with its reason in the admin. The next bills consume the credits, oldest first, never more than
 * a bill's total; what is left carries over to the following bill. Pure: no Strapi.
 */

export const CREDIT_ORIGINS = ['DOUBLE_PAYMENT', 'OVERPAYMENT', 'STAFF'] as const;
export type CreditOrigin = (typeof CREDIT_ORIGINS)[number];

/** Designed texts (docs/insights-explain.md). */
export const CREDIT_MESSAGES = {
  contract: 'Informe o contrato do crédito.',
  amount: 'Informe o valor do crédito em centavos: um número inteiro maior que zero.',
  reason: 'Informe o motivo do crédito (até 500 caracteres).',
  fixed: 'Um crédito registrado não pode ser alterado. Para corrigi-lo, registre outro crédito.',
} as const;

/** The reason recorded with a credit the payments leave. */
export function paymentCreditReason(origin: Exclude<CreditOrigin, 'STAFF'>, numDoc: string): string {
  return origin === 'DOUBLE_PAYMENT' ? `Pagamento em duplicidade da fatura ${numDoc}` : `Pagamento acima do valor da fatura ${numDoc}`;
}

/** The excess of a payment over what the bill asked (0 when not above). */
export function paymentExcess(paidCents: number, dueCents: number): number {
  return Math.max(0, paidCents - dueCents);
}

export interface OpenCredit {
  id: number;
  remainingCents: number;
}

/**
 * What a bill of `billTotalCents` takes from the open credits, in the order given (oldest first):
 * each credit up to what is left of the bill; never more than the bill's total.
 * E.g. credits of R$ 30,00 and R$ 50,00 on a bill of R$ 62,40: 30,00 + 32,40 — 17,60 carries over.
 */
export function creditUses(billTotalCents: number, credits: readonly OpenCredit[]): { id: number; amountCents: number }[] {
  let left = Math.max(0, Math.trunc(billTotalCents));
  const uses: { id: number; amountCents: number }[] = [];
  for (const credit of credits) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, Math.trunc(credit.remainingCents)));
    if (take > 0) {
      uses.push({ id: credit.id, amountCents: take });
      left -= take;
    }
  }
  return uses;
}

/** Staff's credit in the admin: the problems of its fields, by field (empty when none). */
export function staffCreditErrors(input: { contract?: unknown; amountCents?: unknown; reason?: unknown }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.contract === undefined || input.contract === null) errors.contract = CREDIT_MESSAGES.contract;
  const cents = Number(input.amountCents);
  if (
    input.amountCents === null ||
    input.amountCents === undefined ||
    input.amountCents === '' ||
    !Number.isSafeInteger(cents) ||
    cents <= 0
  )
    errors.amountCents = CREDIT_MESSAGES.amount;
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason || reason.length > 500) errors.reason = CREDIT_MESSAGES.reason;
  return errors;
}
