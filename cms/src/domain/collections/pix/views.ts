/** Answers of the Pix part of collections (shared by the CMS and the client area). */
export interface PixAmountDueView {
  numDoc: string;
  /** The São Paulo date the amounts are for (`YYYY-MM-DD`). */
  date: string;
  /** True when the bill has an active cobrança com vencimento (dynamic BR Code). */
  dynamic: boolean;
  dueDate: string;
  /** The due date, or the next business day when it falls on a weekend or holiday. */
  lastDayWithoutCharges: string;
  daysLate: number;
  originalCents: number;
  fineCents: number;
  interestCents: number;
  discountCents: number;
  totalCents: number;
  /** False once the charge's validity after the due date ran out. */
  payable: boolean;
}
