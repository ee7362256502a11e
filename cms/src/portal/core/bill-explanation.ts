/**
 * The bill explained (issue 25 §1, docs/insights-explain.md), shared by GET
 * /api/insights/explain/:numDoc (portal/insights/explain) and the bill's PDF (portal/invoices): one bill of the
 * contract explained from the tariff in force in its period — the lines with their sentences,
 * adding up to the bill's total to the cent — and why it differs from the previous bill and
 * from the same month of last year. Another contract's bill is 404.
 */
import type { Core } from '@strapi/strapi';
import { computeBill, compareBills, latePaymentCharges, TariffNotFoundError, type Tariff } from '../../domain/insights/explain';
import type { BillLine, ComputedBill, OtherItem, TariffClass } from '../../domain/insights/explain/bill';
import type { BillComparison, ComparableBill, ReadingType } from '../../domain/insights/explain/compare';
import { tariffComposition, type TierComponents } from '../../domain/insights/explain/composition';
import { lineSentence, lineTitle, READING_TYPE_LABELS, reasonSentence } from '../../domain/insights/explain/sentences';
import type { ExplainedBillView, ExplainedComparison, ExplainedLine } from '../../domain/insights/explain/view';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { formatCents } from '../../domain/invoices/money';
import { conflict, isPortalError, notFound } from './http';
import { INVOICE_UID, billsOfContract, visibleAt } from './invoice-rows';
import { isoDay } from './db';
import { CREDIT_USE_UID } from './contract-credits';
import { feeInstalmentReference } from '../../domain/service/reconnection-fee';
import type { ContractRow } from './types';

export const TARIFF_UID = 'api::insights.tariff' as const;
const INSTALMENT_UID = 'api::collections.negotiation-instalment' as const;
const FEE_INSTALMENT_UID = 'api::service.reconnection-instalment' as const;

/** Designed text (docs/insights-explain.md). */
export const EXPLAIN_MESSAGES = {
  noConsumptionData: 'Esta fatura não tem os dados de leitura necessários para ser explicada.',
  noTariff: 'Não há tarifa cadastrada para o período desta fatura.',
} as const;

interface BillRow {
  id: number;
  numDoc: string;
  referenceMonth: string;
  amountCents: number | string;
  previousReading: string;
  currentReading: string;
  dueDate: string;
  paymentDate: string | null;
  previousReadingDate: string | null;
  currentReadingDate: string | null;
  readingType: ReadingType | null;
  measuredM3: string | null;
  correctionFactor: string | null;
  correctedM3: string | null;
}

interface TariffRow {
  id: number;
  name: string;
  tariffClass: TariffClass;
  validFrom: string;
  validTo: string | null;
  fixedPerMonth: string;
  deliberation: string | null;
  tiers: Array<{ label: string | null; upToM3: string | null; pricePerM3: string } & Partial<Record<keyof TierComponents, string | null>>>;
  taxes: Array<{ name: string; ratePercent: string; inside: boolean }>;
}

const toTariff = (row: TariffRow): Tariff => ({
  id: String(row.id),
  name: row.name,
  tariffClass: row.tariffClass,
  validFrom: isoDay(row.validFrom)!,
  validTo: isoDay(row.validTo),
  fixedPerMonth: row.fixedPerMonth,
  deliberation: row.deliberation,
  tiers: (row.tiers ?? []).map((t) => ({
    ...(t.label ? { label: t.label } : {}),
    upToM3: t.upToM3 || null,
    pricePerM3: t.pricePerM3,
    ...(t.gasPerM3 && t.transportPerM3 && t.marginPerM3 && t.recoveryPerM3
      ? {
          components: {
            gasPerM3: t.gasPerM3,
            transportPerM3: t.transportPerM3,
            marginPerM3: t.marginPerM3,
            recoveryPerM3: t.recoveryPerM3,
          },
        }
      : {}),
  })),
  taxes: (row.taxes ?? []).map((t) => ({ name: t.name, ratePercent: t.ratePercent, inside: Boolean(t.inside) })),
});

/** The tariffs of a class, as the pure rules read them. */
export async function tariffsOf(strapi: Core.Strapi, tariffClass: TariffClass): Promise<Tariff[]> {
  const rows = (await strapi.db.query(TARIFF_UID).findMany({ where: { tariffClass }, populate: ['tiers', 'taxes'] })) as TariffRow[];
  return rows.map(toTariff);
}

const monthBefore = (yearMonth: string, months: number) => {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The other items of a bill: the contract's negotiation instalments of its month, a reconnection's fee instalment and the credits it took, the fine and interest of the previous bill paid late. */
async function otherItemsOf(
  strapi: Core.Strapi,
  contract: ContractRow,
  bill: BillRow,
  previous: BillRow | undefined,
): Promise<OtherItem[]> {
  const instalments = (await strapi.db.query(INSTALMENT_UID).findMany({
    where: { contract: { id: contract.id }, referenceMonth: bill.referenceMonth, cancelled: false },
    orderBy: [{ number: 'asc' }],
    select: ['number', 'amountCents'],
  })) as Array<{ number: number; amountCents: number }>;
  const items: OtherItem[] = instalments.map((i) => ({
    kind: 'NEGOTIATION_INSTALMENT',
    amountCents: Number(i.amountCents),
    reference: `nº ${i.number}`,
  }));
  // A reconnection's fee instalment and the credits this bill took when it was issued (portal/service/reconnection-fee.ts, portal/collections/credits).
  const fees = (await strapi.db.query(FEE_INSTALMENT_UID).findMany({
    where: { invoiceId: bill.id },
    orderBy: [{ id: 'asc' }],
    select: ['number', 'count', 'amountCents'],
  })) as Array<{ number: number; count: number; amountCents: number }>;
  for (const fee of fees)
    items.push({
      kind: 'RECONNECTION_INSTALMENT',
      amountCents: Number(fee.amountCents),
      reference: feeInstalmentReference(fee.number, fee.count),
    });
  const credits = (await strapi.db.query(CREDIT_USE_UID).findMany({
    where: { invoiceId: bill.id },
    orderBy: [{ id: 'asc' }],
    select: ['amountCents'],
  })) as Array<{ amountCents: number }>;
  for (const credit of credits) items.push({ kind: 'CREDIT', amountCents: Number(credit.amountCents) });
  if (previous?.paymentDate) {
    const late = latePaymentCharges({
      amountCents: Number(previous.amountCents),
      dueDate: isoDay(previous.dueDate)!,
      paidOn: isoDay(previous.paymentDate)!,
    });
    if (late.daysLate > 0)
      items.push(
        { kind: 'FINE', amountCents: late.fineCents, reference: previous.referenceMonth },
        { kind: 'INTEREST', amountCents: late.interestCents, reference: previous.referenceMonth },
      );
  }
  return items;
}

const hasConsumption = (bill: BillRow) => Boolean(bill.previousReadingDate && bill.currentReadingDate && bill.correctedM3);

async function computeRow(
  strapi: Core.Strapi,
  contract: ContractRow,
  tariffs: Tariff[],
  bill: BillRow,
  previous: BillRow | undefined,
): Promise<ComputedBill | null> {
  if (!hasConsumption(bill)) return null;
  return computeBill({
    tariffClass: (contract.segment ?? 'RESIDENCIAL') as TariffClass,
    periodStart: isoDay(bill.previousReadingDate)!,
    periodEnd: isoDay(bill.currentReadingDate)!,
    correctedM3: bill.correctedM3!,
    tariffs,
    otherItems: await otherItemsOf(strapi, contract, bill, previous),
  });
}

/** The computed lines plus, when the bill's amount differs from them, one adjustment line with the difference. */
function reconcile(
  computed: ComputedBill,
  amountCents: number,
): { lines: Array<BillLine | (Omit<BillLine, 'kind'> & { kind: 'ADJUSTMENT' })> } {
  const difference = amountCents - computed.totalCents;
  return { lines: difference === 0 ? computed.lines : [...computed.lines, { kind: 'ADJUSTMENT', amountCents: difference }] };
}

const comparable = (bill: BillRow, computed: ComputedBill): ComparableBill => ({
  referenceMonth: bill.referenceMonth,
  days: computed.days,
  correctedM3: bill.correctedM3!,
  readingType: bill.readingType,
  totalCents: Number(bill.amountCents),
  lines: computed.lines,
});

function explainComparison(comparison: BillComparison | null, against: string): ExplainedComparison | null {
  if (!comparison) return null;
  return { ...comparison, reasons: comparison.reasons.map((r) => ({ ...r, sentence: reasonSentence(r, against) })) };
}

export async function explainInvoice(strapi: Core.Strapi, contract: ContractRow, numDoc: unknown): Promise<ExplainedBillView> {
  if (typeof numDoc !== 'string' || !/^\d{1,17}$/.test(numDoc)) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where: { ...billsOfContract(strapi, contract.id), ...visibleAt() },
    orderBy: [{ referenceMonth: 'asc' }, { id: 'asc' }],
  })) as BillRow[];
  const index = rows.findIndex((r) => r.numDoc === numDoc);
  if (index < 0) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const bill = rows[index]!;
  if (!hasConsumption(bill)) throw conflict(EXPLAIN_MESSAGES.noConsumptionData);
  const tariffs = await tariffsOf(strapi, (contract.segment ?? 'RESIDENCIAL') as TariffClass);
  const previousOf = (i: number) => (i > 0 ? rows[i - 1] : undefined);
  let computed: ComputedBill;
  try {
    computed = (await computeRow(strapi, contract, tariffs, bill, previousOf(index)))!;
  } catch (error) {
    if (error instanceof TariffNotFoundError) throw conflict(EXPLAIN_MESSAGES.noTariff);
    throw error;
  }
  const totalCents = Number(bill.amountCents);
  const { lines } = reconcile(computed, totalCents);
  const explained: ExplainedLine[] = lines.map((line) =>
    line.kind === 'ADJUSTMENT'
      ? {
          ...line,
          title: 'Outros lançamentos',
          sentence: `Ajuste de ${formatCents(line.amountCents)} que a tabela tarifária não explica; fale com a Necta se tiver dúvida.`,
        }
      : { ...line, title: lineTitle(line), sentence: lineSentence(line) },
  );
  const other = async (i: number): Promise<ComparableBill | null> => {
    const row = rows[i];
    if (!row) return null;
    try {
      const c = await computeRow(strapi, contract, tariffs, row, previousOf(i));
      return c ? comparable(row, c) : null;
    } catch (error) {
      if (error instanceof TariffNotFoundError) return null;
      throw error;
    }
  };
  const lastYear = rows.findIndex((r) => r.referenceMonth === monthBefore(bill.referenceMonth, 12));
  const reasons = compareBills(comparable(bill, computed), await other(index - 1), lastYear >= 0 ? await other(lastYear) : null);
  return {
    numDoc: bill.numDoc,
    referenceMonth: bill.referenceMonth,
    totalCents,
    consumption: {
      previousReading: bill.previousReading,
      currentReading: bill.currentReading,
      previousReadingDate: isoDay(bill.previousReadingDate)!,
      currentReadingDate: isoDay(bill.currentReadingDate)!,
      days: computed.days,
      readingType: bill.readingType,
      readingTypeLabel: bill.readingType ? (READING_TYPE_LABELS[bill.readingType] ?? null) : null,
      measuredM3: bill.measuredM3 ?? bill.correctedM3!,
      correctionFactor: bill.correctionFactor ?? '1',
      correctedM3: bill.correctedM3!,
    },
    segments: computed.segments,
    lines: explained,
    composition: tariffComposition(lines),
    previous: explainComparison(reasons.previous, 'a fatura anterior'),
    sameMonthLastYear: explainComparison(reasons.sameMonthLastYear, 'o mesmo mês do ano passado'),
  };
}

/** The bill's lines and reading type for its PDF, or null when it cannot be explained (no reading data, no tariff). */
export async function billBreakdown(
  strapi: Core.Strapi,
  contract: ContractRow,
  numDoc: string,
): Promise<{
  readingType: string | null;
  lines: Array<{ title: string; sentence: string; amountCents: number }>;
  /** "Composição da tarifa": the parts adding up to the total, or why it is not shown. */
  composition: { parts: Array<{ title: string; sentence: string; amountCents: number }>; reason: string | null };
} | null> {
  try {
    const { lines, consumption, composition } = await explainInvoice(strapi, contract, numDoc);
    const short = ({ title, sentence, amountCents }: { title: string; sentence: string; amountCents: number }) => ({
      title,
      sentence,
      amountCents,
    });
    return {
      readingType: consumption.readingTypeLabel,
      lines: lines.map(short),
      composition: { parts: composition.parts.map(short), reason: composition.reason },
    };
  } catch (error) {
    if (isPortalError(error)) return null;
    throw error;
  }
}
