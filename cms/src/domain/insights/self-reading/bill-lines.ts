/**
 * A computed bill (the explain part's `computeBill`) as self-reading shows it: the projection of
 * the next bill and the corrected bill of a contest (docs/insights-self-reading.md). Each line
 * gets a plain title; the measured volume becomes the corrected one by the bill's correction
 * factor. Pure.
 */
import { computeBill, TariffNotFoundError, type Tariff } from '../explain';
import type { BillLine, ComputedBill, TariffClass } from '../explain/bill';
import { formatCents } from '../../invoices/money';
import { decimalOf } from './rules';

const m3Text = (value: string | undefined) => (value ?? '0').replace('.', ',');

/** The line's plain title, as the bill prints it. */
export function lineTitle(line: BillLine): string {
  switch (line.kind) {
    case 'TIER':
      return `${line.tierLabel ?? `${line.tier ?? ''}ª faixa`}: ${m3Text(line.m3)} m³ a R$ ${m3Text(line.pricePerM3)} por m³${
        line.days !== undefined && line.periodDays !== undefined && line.days !== line.periodDays
          ? ` (${line.days} de ${line.periodDays} dias)`
          : ''
      }`;
    case 'FIXED':
      return 'Parte fixa mensal';
    case 'TAX':
      return `${line.taxName ?? 'Tributo'} (${m3Text(line.ratePercent)} %) sobre ${formatCents(line.baseCents)}`;
    default:
      return 'Outros lançamentos';
  }
}

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
