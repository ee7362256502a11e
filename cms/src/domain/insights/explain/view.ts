/** The answer of GET /api/insights/explain/:numDoc (issue 25 §1, PORTAL-API.md "Entenda sua conta"). */
import type { BillLine, TariffSegment } from './bill';
import type { Reason, ReadingType } from './compare';
import type { TariffComposition } from './composition';

/** A bill line with its title and sentence; ADJUSTMENT: what the tariff does not explain (never on a computed bill). */
export type ExplainedLine = (BillLine | (Omit<BillLine, 'kind'> & { kind: 'ADJUSTMENT' })) & { title: string; sentence: string };

export interface ExplainedReason extends Reason {
  sentence: string;
}

export interface ExplainedComparison {
  referenceMonth: string;
  differenceCents: number;
  reasons: ExplainedReason[];
}

export interface ExplainedBillView {
  numDoc: string;
  referenceMonth: string;
  totalCents: number;
  consumption: {
    previousReading: string;
    currentReading: string;
    previousReadingDate: string;
    currentReadingDate: string;
    days: number;
    readingType: ReadingType | null;
    /** The reading type in words ('leitura informada pelo cliente'), as the PDF prints it; null without a type. */
    readingTypeLabel: string | null;
    measuredM3: string;
    correctionFactor: string;
    correctedM3: string;
  };
  segments: TariffSegment[];
  lines: ExplainedLine[];
  /** "Composição da tarifa" (Deliberação ARSESP nº 1.151/2021): what went to gas, transport, margin, recovery, each tax; adds up to the total. */
  composition: TariffComposition;
  previous: ExplainedComparison | null;
  sameMonthLastYear: ExplainedComparison | null;
}
