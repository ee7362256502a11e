/**
 * Which year's discharge declaration goes with the bills on screen (Lei nº 12.007/2009, art. 3º):
 * the latest bill (by due date), when it falls due in May, carries the previous year's. Pure.
 */
import { declarationYearForBill } from '@domain/collections/declaration/rules';
import { isoFromBrDate } from '@domain/invoices/reference';

/** The year whose declaration the latest of `deadlines` (dd/mm/aaaa) carries, or null. */
export function mayBillYear(deadlines: readonly string[]): number | null {
  const latest = deadlines
    .map((deadline) => isoFromBrDate(deadline))
    .filter((iso): iso is string => iso !== null)
    .sort()
    .at(-1);
  return latest ? declarationYearForBill(latest) : null;
}
