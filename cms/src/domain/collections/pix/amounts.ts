/**
 * What a bill's cobrança com vencimento charges on a given day, by the rules the portal sends in
 * `valor` (the Pix API's `CobVValor`): the original amount; after the due date a fine (`multa`:
 * modalidade 1 = fixed amount, 2 = percent of the original) and interest per calendar day late
 * (`juros`: 1 = amount per day, 2 = percent per day, 3 = percent per month (÷ 30 per day), 4 =
 * percent per year (÷ 365 per day)); up to a date before it a discount (`desconto`: 1 = fixed amount,
 * 2 = percent, until a fixed date, `descontoDataFixa`). A due date on a weekend or holiday moves
 * to the next business day (holiday table of `domain/time`): paying then is not late. Cents are
 * rounded half up once per component. Pure: a function of the date only.
 */
import { isBusinessDay, nextBusinessDay } from '../../time/business-days';
import { addDays, type IsoDate } from '../../time/sao-paulo';

export interface CobvRate {
  modalidade: number;
  /** Amount (`12.34`) or percent (`2.00`), as the API's `valorPerc`: exact, two decimals. */
  valorPerc: string;
}

export interface CobvRules {
  fine: CobvRate | null;
  interest: CobvRate | null;
  /** A discount until `daysBefore` days before the due date (0 = the due date itself). */
  discount: (CobvRate & { daysBefore: number }) | null;
  /** `calendario.validadeAposVencimento`: days after the due date the charge can still be paid. */
  validityDays: number;
}

export const FINE_MODALIDADES = [1, 2] as const;
export const INTEREST_MODALIDADES = [1, 2, 3, 4] as const;
export const DISCOUNT_MODALIDADES = [1, 2] as const;

/** `12.34` → 1234 (hundredths; two decimals exactly). */
export function hundredths(value: string): number {
  if (!/^\d{1,10}\.\d{2}$/.test(value)) throw new RangeError(`Valor inválido: ${value}`);
  const [int, frac] = value.split('.') as [string, string];
  return Number(int) * 100 + Number(frac);
}

/** Integer cents → `123.45` (the API's money format). */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('Valor em centavos inválido');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** round(cents × hundredthsOfPercent / 10 000 × num / den), half up, in integers (exact). */
function percentOf(cents: number, perc: number, num = 1, den = 1): number {
  const numerator = BigInt(cents) * BigInt(perc) * BigInt(num);
  const denominator = 10_000n * BigInt(den);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export interface AmountDue {
  originalCents: number;
  fineCents: number;
  interestCents: number;
  discountCents: number;
  totalCents: number;
  /** Calendar days after the (business) due date; 0 when on time. */
  daysLate: number;
  /** False after `validadeAposVencimento`: the charge can no longer be paid. */
  payable: boolean;
}

/** The last day the bill is paid without charges: its due date, or the next business day. */
export const effectiveDueDate = (dueDate: IsoDate): IsoDate => (isBusinessDay(dueDate) ? dueDate : nextBusinessDay(dueDate));

export function discountDate(dueDate: IsoDate, daysBefore: number): IsoDate {
  return addDays(dueDate, -daysBefore);
}

export function amountDueOn(originalCents: number, dueDate: IsoDate, payDate: IsoDate, rules: CobvRules): AmountDue {
  const effective = effectiveDueDate(dueDate);
  const daysLate = payDate > effective ? daysBetween(dueDate, payDate) : 0;
  let fineCents = 0;
  let interestCents = 0;
  let discountCents = 0;
  if (daysLate > 0) {
    if (rules.fine) {
      const v = hundredths(rules.fine.valorPerc);
      fineCents = rules.fine.modalidade === 1 ? v : percentOf(originalCents, v);
    }
    if (rules.interest) {
      const v = hundredths(rules.interest.valorPerc);
      const m = rules.interest.modalidade;
      interestCents =
        m === 1
          ? v * daysLate
          : m === 2
            ? percentOf(originalCents, v, daysLate)
            : m === 3
              ? percentOf(originalCents, v, daysLate, 30)
              : percentOf(originalCents, v, daysLate, 365);
    }
  } else if (rules.discount && payDate <= discountDate(dueDate, rules.discount.daysBefore)) {
    const v = hundredths(rules.discount.valorPerc);
    discountCents = Math.min(originalCents - 1, rules.discount.modalidade === 1 ? v : percentOf(originalCents, v));
  }
  return {
    originalCents,
    fineCents,
    interestCents,
    discountCents,
    totalCents: originalCents + fineCents + interestCents - discountCents,
    daysLate,
    payable: daysBetween(dueDate, payDate) <= rules.validityDays,
  };
}
