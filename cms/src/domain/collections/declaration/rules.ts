/**
 * The annual debt discharge declaration of Lei nº 12.007/2009 (docs/collections-declaration.md):
 * which past calendar years a contract may have it for, and for which months.
 *
 * - Art. 2º: the declaration covers January to December of a year, "tendo como referência a data
 *   do vencimento da respectiva fatura" — a bill belongs to the year of its DUE DATE (not its
 *   reference month, not its payment date).
 * - Art. 2º §1º: only when every debt of that year is paid. A bill counts as paid when its payment
 *   is recorded (`paymentDate`); a negotiated bill not yet paid is still a debt.
 * - Art. 2º §2º: a year without a bill in every month covers the months that had bills; a year
 *   without any bill has no declaration.
 * - Art. 2º §3º: a debt under judicial dispute does not stop the declaration: its month is left
 *   out and named (a partial declaration).
 * - Only years that have ended (America/Sao_Paulo) are declared: the current year still has bills
 *   to come.
 *
 * Pure: the caller passes `now`.
 */
import { saoPauloParts } from '../../time/sao-paulo';

/** What the rule reads of a bill. */
export interface DeclarationBill {
  /** AAAA-MM-DD (São Paulo calendar). */
  dueDate: string;
  /** AAAA-MM-DD when paid, else null. */
  paymentDate: string | null;
  /** Staff marked the bill's debt as under judicial dispute (Lei 12.007/2009, art. 2º §3º). */
  judicialDispute: boolean;
}

export type DeclarationState = 'FULL' | 'PARTIAL' | 'UNAVAILABLE';

export interface DeclarationYear {
  year: number;
  state: DeclarationState;
  /** Months (1–12, ascending) that had bills due (art. 2º §2º). */
  billedMonths: number[];
  /** Months the declaration discharges: billed months without a disputed open debt. */
  coveredMonths: number[];
  /** Months left out because a debt of that month is under judicial dispute (art. 2º §3º). */
  excludedMonths: number[];
  /** Months with an open debt not under dispute: why a year has no declaration. */
  unpaidMonths: number[];
}

const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7));
const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const sorted = (months: Set<number>) => [...months].sort((a, b) => a - b);

/** The state of one year from its bills (all due in that year); null when it had none. */
export function declarationYear(year: number, bills: readonly DeclarationBill[]): DeclarationYear | null {
  const ofYear = bills.filter((bill) => yearOf(bill.dueDate) === year);
  if (!ofYear.length) return null;
  const billed = new Set<number>();
  const disputed = new Set<number>();
  const unpaid = new Set<number>();
  for (const bill of ofYear) {
    const month = monthOf(bill.dueDate);
    billed.add(month);
    if (bill.paymentDate) continue;
    (bill.judicialDispute ? disputed : unpaid).add(month);
  }
  const excluded = new Set([...disputed].filter((month) => !unpaid.has(month)));
  const covered = sorted(new Set([...billed].filter((month) => !disputed.has(month) && !unpaid.has(month))));
  const state: DeclarationState = unpaid.size ? 'UNAVAILABLE' : excluded.size ? 'PARTIAL' : 'FULL';
  // A year whose every billed month is disputed discharges nothing: no declaration either.
  const empty = state === 'PARTIAL' && covered.length === 0;
  return {
    year,
    state: empty ? 'UNAVAILABLE' : state,
    billedMonths: sorted(billed),
    coveredMonths: state === 'UNAVAILABLE' || empty ? [] : covered,
    excludedMonths: sorted(excluded),
    unpaidMonths: sorted(unpaid),
  };
}

/**
 * Every ended calendar year (São Paulo) in which the contract had bills due, newest first, with
 * its state at `now`.
 */
export function declarationYears(bills: readonly DeclarationBill[], now: Date): DeclarationYear[] {
  const current = saoPauloParts(now).year;
  const years = [...new Set(bills.map((bill) => yearOf(bill.dueDate)))].filter((year) => year < current).sort((a, b) => b - a);
  return years.map((year) => declarationYear(year, bills)).filter((entry): entry is DeclarationYear => entry !== null);
}

/**
 * The year whose declaration goes with a bill (art. 3º): the bill that falls due in May carries
 * the declaration of the year before; any other bill carries none.
 */
export function declarationYearForBill(dueDate: string): number | null {
  return monthOf(dueDate) === 5 ? yearOf(dueDate) - 1 : null;
}
