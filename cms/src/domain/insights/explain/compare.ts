/**
 * Why a bill differs from another (issue 25 §1, docs/insights-explain.md): the previous bill and
 * the same month of last year. Each reason carries the cents it explains, estimated so that the
 * biggest comes first: the volume at this bill's average price per m³, the days through the
 * volume per day, the tariff through the price per m³ of the same volume, and the other items by
 * their own amounts. Pure.
 */
import type { BillLine, OtherItemKind } from './bill';
import { litresOf, microOf, roundDiv, toCents, unscaled } from './decimal';

export type ReadingType = 'REAL' | 'ESTIMATED' | 'INFORMED';

/** What the comparison needs of a bill (a ComputedBill plus its reading facts). */
export interface ComparableBill {
  referenceMonth: string;
  days: number;
  correctedM3: string;
  readingType: ReadingType | null;
  totalCents: number;
  lines: readonly BillLine[];
}

export type ReasonKind =
  | 'MORE_M3'
  | 'LESS_M3'
  | 'MORE_DAYS'
  | 'FEWER_DAYS'
  | 'TARIFF_UP'
  | 'TARIFF_DOWN'
  | 'ESTIMATED_READING'
  | 'PREVIOUS_ESTIMATED'
  | OtherItemKind;

export interface Reason {
  kind: ReasonKind;
  /** Cents of the difference this reason explains (signed: positive makes this bill dearer). */
  impactCents: number;
  /** MORE_M3/LESS_M3: the m³ of each bill; MORE_DAYS/FEWER_DAYS: the days of each; items: cents of each. */
  from?: string | number;
  to?: string | number;
  /** MORE_DAYS/FEWER_DAYS: the m³ the days explain at the other bill's pace (part of the m³ difference). */
  m3?: string;
}

export interface BillComparison {
  referenceMonth: string;
  differenceCents: number;
  reasons: Reason[];
}

export interface BillReasons {
  previous: BillComparison | null;
  sameMonthLastYear: BillComparison | null;
}

const ENERGY = new Set(['TIER', 'FIXED', 'TAX']);
const ITEMS: readonly OtherItemKind[] = ['FINE', 'INTEREST', 'NEGOTIATION_INSTALMENT', 'RECONNECTION_INSTALMENT', 'CREDIT'];

const sumOf = (lines: readonly BillLine[], keep: (l: BillLine) => boolean) => lines.filter(keep).reduce((sum, l) => sum + l.amountCents, 0);
const energyCents = (bill: ComparableBill) => sumOf(bill.lines, (l) => ENERGY.has(l.kind));
const tariffIds = (bill: ComparableBill) => [...new Set(bill.lines.filter((l) => l.tariffId).map((l) => l.tariffId))].sort().join(',');

/** Cents per litre of a bill's gas (tiers, fixed part, taxes), as a fraction. */
function pricePerLitre(bill: ComparableBill): { cents: bigint; litres: bigint } | null {
  const litres = litresOf(bill.correctedM3);
  return litres > 0n ? { cents: BigInt(energyCents(bill)), litres } : null;
}

interface Fraction {
  n: bigint;
  d: bigint;
}
const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });

/** A bill's prices weighed by the days of each tariff: micro-reais per m³ of each tier, and of the month's fixed part. */
function effectivePrices(bill: ComparableBill): { tiers: Map<number, Fraction>; fixed: Fraction } {
  const tiers = new Map<number, Fraction>();
  let fixed: Fraction = { n: 0n, d: 1n };
  for (const line of bill.lines) {
    const weight = { n: BigInt(line.days ?? 1), d: BigInt(line.periodDays ?? 1) };
    if (line.kind === 'TIER' && line.tier && line.pricePerM3) {
      const part = { n: microOf(line.pricePerM3) * weight.n, d: weight.d };
      tiers.set(line.tier, add(tiers.get(line.tier) ?? { n: 0n, d: 1n }, part));
    } else if (line.kind === 'FIXED' && line.fixedPerMonth) fixed = add(fixed, { n: microOf(line.fixedPerMonth) * weight.n, d: weight.d });
  }
  return { tiers, fixed };
}

/**
 * What the tariff alone changed: this bill's m³ of each tier at this bill's price minus the other's
 * (a tier the other bill did not reach counts as unchanged), plus the fixed part's difference,
 * grossed up by this bill's taxes.
 */
function tariffImpact(bill: ComparableBill, other: ComparableBill): number {
  const mine = effectivePrices(bill);
  const theirs = effectivePrices(other);
  let micro: Fraction = add(mine.fixed, { n: -theirs.fixed.n, d: theirs.fixed.d });
  const counted = new Set<number>();
  for (const line of bill.lines) {
    if (line.kind !== 'TIER' || !line.tier || !line.m3 || counted.has(line.tier)) continue;
    counted.add(line.tier);
    const own = mine.tiers.get(line.tier);
    const before = theirs.tiers.get(line.tier);
    if (!own || !before) continue;
    const diff = add(own, { n: -before.n, d: before.d });
    micro = add(micro, { n: diff.n * litresOf(line.m3), d: diff.d * 1000n });
  }
  const net = sumOf(bill.lines, (l) => l.kind === 'TIER' || l.kind === 'FIXED');
  const gross = energyCents(bill);
  // micro-reais → cents (÷ 10^4), × gross ÷ net for the taxes.
  return net > 0 ? toCents(roundDiv(micro.n * BigInt(gross), micro.d * 10_000n * BigInt(net))) : 0;
}

function compareOne(bill: ComparableBill, other: ComparableBill): BillComparison {
  const reasons: Reason[] = [];
  const litres = litresOf(bill.correctedM3);
  const otherLitres = litresOf(other.correctedM3);
  const price = pricePerLitre(bill) ?? pricePerLitre(other);
  const atPrice = (l: bigint) => (price ? toCents(roundDiv(l * price.cents, price.litres)) : 0);

  // Volume per day at the other bill's pace: what the days alone would have changed.
  if (bill.days !== other.days && other.days > 0) {
    const dayLitres = roundDiv(otherLitres * BigInt(bill.days - other.days), BigInt(other.days));
    reasons.push({
      kind: bill.days > other.days ? 'MORE_DAYS' : 'FEWER_DAYS',
      impactCents: atPrice(dayLitres),
      from: other.days,
      to: bill.days,
      m3: unscaled(dayLitres, 3),
    });
  }
  if (litres !== otherLitres) {
    reasons.push({
      kind: litres > otherLitres ? 'MORE_M3' : 'LESS_M3',
      impactCents: atPrice(litres - otherLitres),
      from: unscaled(otherLitres, 3),
      to: unscaled(litres, 3),
    });
  }
  if (tariffIds(bill) !== tariffIds(other)) {
    const impact = tariffImpact(bill, other);
    if (impact !== 0) reasons.push({ kind: impact > 0 ? 'TARIFF_UP' : 'TARIFF_DOWN', impactCents: impact });
  }
  if (bill.readingType === 'ESTIMATED') reasons.push({ kind: 'ESTIMATED_READING', impactCents: 0 });
  else if (other.readingType === 'ESTIMATED') reasons.push({ kind: 'PREVIOUS_ESTIMATED', impactCents: 0 });
  for (const kind of ITEMS) {
    const mine = sumOf(bill.lines, (l) => l.kind === kind);
    const theirs = sumOf(other.lines, (l) => l.kind === kind);
    if (mine !== theirs) reasons.push({ kind, impactCents: mine - theirs, from: theirs, to: mine });
  }
  // Biggest effect first; the estimated-reading notes (no cents of their own) after the amounts.
  reasons.sort((a, b) => Math.abs(b.impactCents) - Math.abs(a.impactCents));
  return { referenceMonth: other.referenceMonth, differenceCents: bill.totalCents - other.totalCents, reasons };
}

/** Why `bill` differs from the previous bill and from the same month of last year (null when there is none). */
export function compareBills(
  bill: ComparableBill,
  previous: ComparableBill | null | undefined,
  sameMonthLastYear: ComparableBill | null | undefined,
): BillReasons {
  return {
    previous: previous ? compareOne(bill, previous) : null,
    sameMonthLastYear: sameMonthLastYear ? compareOne(bill, sameMonthLastYear) : null,
  };
}

/** The reason that explains most of a difference, if any (the alerts of §2 name it). */
export function mainReason(comparison: BillComparison | null): Reason | null {
  return comparison?.reasons[0] ?? null;
}
