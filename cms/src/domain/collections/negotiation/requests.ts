/** The bodies of the negotiation calls, checked field by field (the edge and the use case use the same rule). */
import { MAX_NEGOTIATED_BILLS, NEGOTIATION_MESSAGES as M } from './messages';

/** The chosen bills: 1..24 distinct bill numbers (digits). */
export function billsError(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return M.noBills;
  if (value.length > MAX_NEGOTIATED_BILLS) return M.tooManyBills;
  if (!value.every((n) => typeof n === 'string' && /^\d{1,17}$/.test(n)) || new Set(value).size !== value.length) return M.noBills;
  return null;
}

export function simulationRequestErrors(body: Record<string, unknown>): Record<string, string> {
  const bills = billsError(body.bills);
  return bills ? { bills } : {};
}

export function agreementRequestErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = { ...simulationRequestErrors(body) };
  if (!Number.isSafeInteger(body.instalments) || (body.instalments as number) < 1) errors.instalments = M.instalments;
  if (body.acceptTerms !== true) errors.acceptTerms = M.terms;
  return errors;
}
