/**
 * The reference-month variants of an invoice answer (spec 01 §3), in pt-BR. The spec names
 * the fields but not their format; these are the portal's (PORTAL-API.md, invoices):
 *   referenceDate '03/2026', shortUpperReferenceDate 'MAR/2026', upperReferenceDate 'MARÇO/2026',
 *   referenceMonth '03', shortMonth 'mar', longMonth 'março', referenceYear '2026'.
 */

/** pt-BR formats of a calendar date; UTC, since these dates carry no time of day. */
const LONG_MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

export interface ReferenceVariants {
  referenceDate: string;
  shortUpperReferenceDate: string;
  upperReferenceDate: string;
  referenceMonth: string;
  shortMonth: string;
  longMonth: string;
  referenceYear: string;
}

/** From a reference month `YYYY-MM`. */
export function referenceVariants(referenceMonth: string): ReferenceVariants {
  const match = /^(\d{4})-(\d{2})$/.exec(referenceMonth);
  const month = match ? Number(match[2]) : NaN;
  if (!match || month < 1 || month > 12) throw new RangeError(`Mês de referência inválido: ${referenceMonth}`);
  const year = match[1]!;
  const mm = match[2]!;
  const longMonth = LONG_MONTH.format(Date.UTC(Number(year), month - 1, 1));
  const shortMonth = longMonth.slice(0, 3);
  return {
    referenceDate: `${mm}/${year}`,
    shortUpperReferenceDate: `${shortMonth.toLocaleUpperCase('pt-BR')}/${year}`,
    upperReferenceDate: `${longMonth.toLocaleUpperCase('pt-BR')}/${year}`,
    referenceMonth: mm,
    shortMonth,
    longMonth,
    referenceYear: year,
  };
}

/** `YYYY-MM-DD` → `dd/MM/yyyy` (the answers' docDate, deadline and paymentDate). */
export function brDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  // A real calendar date: Date.UTC carries 2026-02-30 over to March (and years below 100 to 19xx).
  const real =
    day !== null && day.getUTCFullYear() === Number(m![1]) && day.getUTCMonth() === Number(m![2]) - 1 && day.getUTCDate() === Number(m![3]);
  if (!real) throw new RangeError(`Data inválida: ${date}`);
  // What Intl's pt-BR 2-digit day and month with a numeric year writes, without its cost: an
  // invoice list formats several dates per bill.
  return `${m![3]}/${m![2]}/${Number(m![1])}`;
}

/** `dd/MM/yyyy` → `YYYY-MM-DD`, or null when it is not a real calendar date. */
export function isoFromBrDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}
