/**
 * The reconnection fee on the next bills (issue 25 §1, spec 02 §2.4 and §9; docs/collections-suspension.md,
 * "Reconnection fee on the bills"): when staff mark a charged reconnection done, its fee is split in
 * 1..N instalments (staff choose; N a setting of the CMS, the spec's 3 by default) and each bill the
 * contract is issued for a reference month after the month of the reconnection carries the next one,
 * as the line "Parcela k/N da religação". Pure: no Strapi.
 */
import { FEE_INSTALMENTS } from './constants';
import { instalments } from './rules';

export const RECONNECTION_FEE_MESSAGES = {
  instalments: (max: number) => `O número de parcelas da taxa de religação deve ser um número inteiro de 1 a ${max}.`,
  maxInstalments: 'O número máximo de parcelas da taxa de religação deve ser um número inteiro de 1 a 12.',
} as const;

/** The most instalments a setting may allow. */
export const FEE_MAX_INSTALMENTS_LIMIT = 12;

/** The setting's N: an integer 1..12, else the spec's 3. */
export function maxFeeInstalments(setting: unknown): number {
  const n = Number(setting);
  return Number.isInteger(n) && n >= 1 && n <= FEE_MAX_INSTALMENTS_LIMIT ? n : FEE_INSTALMENTS;
}

/**
 * The instalments staff chose (1..max), or — when they chose none — the spec's 3 (at most max);
 * null when the choice is not an integer within 1..max.
 */
export function feeInstalmentCount(chosen: unknown, max: number): number | null {
  if (chosen === undefined || chosen === null || chosen === '') return Math.min(FEE_INSTALMENTS, max);
  const n = Number(chosen);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/** YYYY-MM of the month after the day `on` (YYYY-MM-DD): the first bill that may carry an instalment. */
export function firstInstalmentMonth(on: string): string {
  const y = Number(on.slice(0, 4));
  const m = Number(on.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export interface PlannedInstalment {
  number: number;
  count: number;
  amountCents: number;
  fromMonth: string;
}

/**
 * The fee in `count` instalments of whole cents adding up to the fee; the first carries the
 * remainder cents (R$ 86,30 in 3: 28,78 + 28,76 + 28,76). A fee of 0 has none.
 */
export function planFeeInstalments(feeCents: number, count: number, reconnectedOn: string): PlannedInstalment[] {
  if (!Number.isSafeInteger(feeCents) || feeCents <= 0) return [];
  const n = Math.min(count, feeCents);
  const fromMonth = firstInstalmentMonth(reconnectedOn);
  return instalments(feeCents, n).map((amountCents, i) => ({ number: i + 1, count: n, amountCents, fromMonth }));
}

export interface OpenFeeInstalment {
  id: number;
  contractId: number;
  /** The reconnection (service request) the instalment belongs to. */
  chargeId: number;
  number: number;
  fromMonth: string;
  amountCents: number;
}

/**
 * The instalments one bill takes: of each of the contract's reconnections, the lowest-numbered one
 * not yet billed, when the bill's reference month is not before the charge's first month.
 */
export function feeInstalmentsForBill<T extends OpenFeeInstalment>(
  bill: { contractId: number; referenceMonth: string },
  open: readonly T[],
): T[] {
  const next = new Map<number, T>();
  for (const row of open) {
    if (row.contractId !== bill.contractId || row.fromMonth > bill.referenceMonth) continue;
    const held = next.get(row.chargeId);
    if (!held || row.number < held.number) next.set(row.chargeId, row);
  }
  return [...next.values()].sort((a, b) => a.chargeId - b.chargeId);
}

/** The line's reference: "k/N". */
export const feeInstalmentReference = (number: number, count: number) => `${number}/${count}`;
