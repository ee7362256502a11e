/**
 * The bill computed from the tariff (issue 25 §1, docs/insights-explain.md): the corrected volume
 * through the tariff's tiers in cascade (each m³ priced by the tier it falls in), the fixed part,
 * the taxes the tariff defines (ICMS "por dentro" as São Paulo charges it: the tax is part of its
 * own base, so the amount with taxes is the amount without them ÷ (1 − the rates inside)), and the
 * other items of the bill. A tariff change inside the period splits it pro rata by days: each
 * tariff in force prices the whole volume and weighs by the days it was in force.
 *
 * Every line is rounded to cents once and the total is the sum of the lines, so the lines always
 * add up to the total to the cent. Pure: no clock, no I/O.
 */
import { addDays, type IsoDate } from '../../time/sao-paulo';
import type { TierComponents } from './composition';
import { litresOf, microOf, rateOf, roundDiv, toCents, unscaled } from './decimal';

export type TariffClass = 'RESIDENCIAL' | 'COMERCIAL' | 'INDUSTRIAL' | 'GNV';

export interface TariffTier {
  /** Name of the tier as the tariff table prints it ('1ª faixa'). */
  label?: string;
  /** Upper limit in m³ of the tier (cumulative); null or empty in the last one. */
  upToM3: string | null;
  /** R$ per m³ without taxes, up to 6 decimals. */
  pricePerM3: string;
  /** The price's parts (gas, transport, margin, conta-gráfica recovery), adding up to it; absent on tariffs kept without them (./composition). */
  components?: TierComponents | null;
}

export interface TariffTax {
  name: string;
  /** Rate in % ('12', '1.65'). */
  ratePercent: string;
  /** Calculated "por dentro" (part of its own base), as ICMS in São Paulo. */
  inside: boolean;
}

export interface Tariff {
  id: string;
  name: string;
  tariffClass: TariffClass;
  validFrom: IsoDate;
  validTo: IsoDate | null;
  /** R$ per month without taxes, up to 6 decimals. */
  fixedPerMonth: string;
  tiers: readonly TariffTier[];
  taxes: readonly TariffTax[];
  deliberation?: string | null;
}

export type OtherItemKind = 'NEGOTIATION_INSTALMENT' | 'RECONNECTION_INSTALMENT' | 'FINE' | 'INTEREST' | 'CREDIT';

export interface OtherItem {
  kind: OtherItemKind;
  /** Cents; a credit is negative. */
  amountCents: number;
  /** What the item refers to: the instalment ('3/10'), the late bill's number, the credit's cause. */
  reference?: string;
}

export interface BillInput {
  tariffClass: TariffClass;
  /** Date of the previous reading: the period starts the day after. */
  periodStart: IsoDate;
  /** Date of the current reading: the last day of the period. */
  periodEnd: IsoDate;
  /** Corrected volume in m³ (3 decimals at most). */
  correctedM3: string;
  /** Every tariff known; those of the class in force in the period are used. */
  tariffs: readonly Tariff[];
  otherItems?: readonly OtherItem[];
}

export type BillLineKind = 'TIER' | 'FIXED' | 'TAX' | OtherItemKind;

export interface BillLine {
  kind: BillLineKind;
  amountCents: number;
  /** Tariff of the line (TIER, FIXED, TAX). */
  tariffId?: string;
  tariffName?: string;
  /** Days of the period priced by this tariff, and the period's days (pro rata when they differ). */
  days?: number;
  periodDays?: number;
  /** TIER: position (1-based), its range and the m³ in it, its price. */
  tier?: number;
  tierLabel?: string;
  fromM3?: string;
  upToM3?: string | null;
  m3?: string;
  pricePerM3?: string;
  /** TIER: the price's parts, when the tariff has them (./composition). */
  components?: TierComponents;
  /** FIXED: the month's fixed part. */
  fixedPerMonth?: string;
  /** TAX: name, rate, whether inside, and the cents it is charged on. */
  taxName?: string;
  ratePercent?: string;
  inside?: boolean;
  baseCents?: number;
  /** Other items: what they refer to. */
  reference?: string;
}

export interface TariffSegment {
  tariffId: string;
  tariffName: string;
  deliberation: string | null;
  /** First and last day priced by this tariff. */
  from: IsoDate;
  to: IsoDate;
  days: number;
}

export interface ComputedBill {
  lines: BillLine[];
  totalCents: number;
  /** Days billed: from the day after the previous reading to the current reading. */
  days: number;
  segments: TariffSegment[];
}

export class TariffNotFoundError extends Error {
  constructor(readonly day: IsoDate) {
    super(`Nenhuma tarifa em vigor em ${day}`);
  }
}

/** Whole days from a to b (b − a), both ISO dates. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

const inForce = (tariff: Tariff, day: IsoDate) => tariff.validFrom <= day && (!tariff.validTo || day <= tariff.validTo);

/** The tariffs of the class in force over the period, each with its days (consecutive days of one tariff joined). */
export function tariffSegments(
  input: Pick<BillInput, 'tariffClass' | 'periodStart' | 'periodEnd' | 'tariffs'>,
): Array<TariffSegment & { tariff: Tariff }> {
  const days = daysBetween(input.periodStart, input.periodEnd);
  if (!(days > 0)) throw new RangeError('O período da fatura precisa ter ao menos um dia');
  const ofClass = input.tariffs
    .filter((t) => t.tariffClass === input.tariffClass)
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0));
  const segments: Array<TariffSegment & { tariff: Tariff }> = [];
  for (let i = 1; i <= days; i++) {
    const day = addDays(input.periodStart, i);
    // The newest tariff in force wins when validities overlap.
    const tariff = ofClass.find((t) => inForce(t, day));
    if (!tariff) throw new TariffNotFoundError(day);
    const last = segments[segments.length - 1];
    if (last && last.tariff === tariff) {
      last.to = day;
      last.days += 1;
    } else
      segments.push({
        tariff,
        tariffId: tariff.id,
        tariffName: tariff.name,
        deliberation: tariff.deliberation ?? null,
        from: day,
        to: day,
        days: 1,
      });
  }
  return segments;
}

/** m³ of the volume in each tier of the cascade (litres), with each tier's range. */
export function cascade(
  tiers: readonly TariffTier[],
  litres: bigint,
): Array<{ tier: TariffTier; from: bigint; upTo: bigint | null; litres: bigint }> {
  const parts: Array<{ tier: TariffTier; from: bigint; upTo: bigint | null; litres: bigint }> = [];
  let from = 0n;
  for (const [i, tier] of tiers.entries()) {
    const upTo = tier.upToM3 ? litresOf(tier.upToM3) : null;
    if (upTo === null && i !== tiers.length - 1) throw new RangeError('Só a última faixa pode não ter limite');
    if (upTo !== null && upTo <= from) throw new RangeError('Os limites das faixas precisam crescer');
    const top = upTo === null || litres < upTo ? litres : upTo;
    const inTier = top > from ? top - from : 0n;
    parts.push({ tier, from, upTo, litres: inTier });
    if (upTo === null || litres <= upTo) break;
    from = upTo;
  }
  const counted = parts.reduce((sum, p) => sum + p.litres, 0n);
  if (counted !== litres) throw new RangeError('A última faixa da tarifa precisa ser sem limite');
  return parts;
}

// Amounts as fractions of cents: litres × micro-reais ÷ 10^7 = cents.
const LITRE_MICRO_PER_CENT = 10_000_000n;
const MICRO_PER_CENT = 10_000n;
const RATE_WHOLE = 1_000_000n; // 100 % in ten-thousandths of a percent

function segmentLines(segment: TariffSegment & { tariff: Tariff }, periodDays: number, litres: bigint): BillLine[] {
  const { tariff } = segment;
  const days = BigInt(segment.days);
  const total = BigInt(periodDays);
  const common = { tariffId: tariff.id, tariffName: tariff.name, days: segment.days, periodDays };
  const net: BillLine[] = [];
  for (const [i, part] of cascade(tariff.tiers, litres).entries()) {
    if (part.litres === 0n) continue;
    const cents = roundDiv(part.litres * microOf(part.tier.pricePerM3) * days, LITRE_MICRO_PER_CENT * total);
    net.push({
      kind: 'TIER',
      amountCents: toCents(cents),
      ...common,
      tier: i + 1,
      ...(part.tier.label ? { tierLabel: part.tier.label } : {}),
      fromM3: unscaled(part.from, 3),
      upToM3: part.upTo === null ? null : unscaled(part.upTo, 3),
      m3: unscaled(part.litres, 3),
      pricePerM3: part.tier.pricePerM3,
      ...(part.tier.components ? { components: part.tier.components } : {}),
    });
  }
  const fixed = microOf(tariff.fixedPerMonth);
  if (fixed > 0n)
    net.push({
      kind: 'FIXED',
      amountCents: toCents(roundDiv(fixed * days, MICRO_PER_CENT * total)),
      ...common,
      fixedPerMonth: tariff.fixedPerMonth,
    });
  const netCents = net.reduce((sum, l) => sum + BigInt(l.amountCents), 0n);
  const insideRate = tariff.taxes.filter((t) => t.inside).reduce((sum, t) => sum + rateOf(t.ratePercent), 0n);
  if (insideRate >= RATE_WHOLE) throw new RangeError('Tributos por dentro somam 100 % ou mais');
  const taxes: BillLine[] = tariff.taxes.map((tax) => {
    const rate = rateOf(tax.ratePercent);
    // Inside: rate × net ÷ (1 − Σ inside rates); outside: rate × net.
    const cents = tax.inside ? roundDiv(netCents * rate, RATE_WHOLE - insideRate) : roundDiv(netCents * rate, RATE_WHOLE);
    return {
      kind: 'TAX',
      amountCents: toCents(cents),
      ...common,
      taxName: tax.name,
      ratePercent: tax.ratePercent,
      inside: tax.inside,
      baseCents: toCents(tax.inside ? roundDiv(netCents * RATE_WHOLE, RATE_WHOLE - insideRate) : netCents),
    };
  });
  return [...net, ...taxes];
}

/** The bill's lines and total from its period, corrected volume, tariffs and other items. */
export function computeBill(input: BillInput): ComputedBill {
  const litres = litresOf(input.correctedM3);
  const days = daysBetween(input.periodStart, input.periodEnd);
  const segments = tariffSegments(input);
  const lines: BillLine[] = segments.flatMap((segment) => segmentLines(segment, days, litres));
  for (const item of input.otherItems ?? []) {
    if (!Number.isSafeInteger(item.amountCents)) throw new RangeError('Valor em centavos inválido');
    const amountCents = item.kind === 'CREDIT' ? -Math.abs(item.amountCents) : item.amountCents;
    lines.push({ kind: item.kind, amountCents, ...(item.reference ? { reference: item.reference } : {}) });
  }
  const totalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return {
    lines,
    totalCents,
    days,
    segments: segments.map(({ tariff: _tariff, ...segment }) => segment),
  };
}
