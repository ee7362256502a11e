/**
 * A computed bill (the explain part's `computeBill`) as self-reading shows it: the projection of
 * the next bill and the corrected bill of a contest (docs/insights-self-reading.md). The lines
 * are titled and explained by the explain part's sentences; the measured volume becomes the
 * corrected one by the bill's correction factor. Pure.
 */
import { computeBill, TariffNotFoundError, type Tariff } from '../explain';
import type { ComputedBill, TariffClass } from '../explain/bill';
import { decimalOf } from './rules';

/** Corrected litres: measured × the correction factor (up to 6 decimals), rounded to the litre. */
export function correctedLitres(measured: number, factor: string | null | undefined): number {
  const match = typeof factor === 'string' ? /^(\d{1,2})(?:\.(\d{1,6}))?$/.exec(factor.trim()) : null;
  if (!match) return measured;
  const micro = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
  return Number((BigInt(measured) * micro + 500_000n) / 1_000_000n);
}

/** The bill of a period for a corrected volume, or null when no tariff of the class covers it. */
export function billOf(input: {
  tariffClass: TariffClass;
  periodStart: string;
  periodEnd: string;
  correctedLitres: number;
  tariffs: readonly Tariff[];
}): ComputedBill | null {
  try {
    return computeBill({
      tariffClass: input.tariffClass,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      correctedM3: decimalOf(input.correctedLitres),
      tariffs: input.tariffs,
    });
  } catch (error) {
    if (error instanceof TariffNotFoundError) return null;
    throw error;
  }
}
