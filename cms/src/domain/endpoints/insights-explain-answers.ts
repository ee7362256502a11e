/**
 * Answer schema of GET /api/insights/explain/:numDoc (docs/insights-explain.md): the bill, its
 * consumption data, its lines (each with title and sentence), the tariff's composition
 * (Deliberação ARSESP nº 1.151/2021) and the comparisons. The lines keep
 * the pure rule's optional fields (tier, tax, pro rata), checked loosely.
 */
import * as v from 'valibot';

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const decimal = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/));
const cents = v.pipe(v.number(), v.integer());
const kind = v.picklist([
  'TIER',
  'FIXED',
  'TAX',
  'NEGOTIATION_INSTALMENT',
  'RECONNECTION_INSTALMENT',
  'FINE',
  'INTEREST',
  'CREDIT',
  'ADJUSTMENT',
]);
const comparison = v.nullable(
  v.strictObject({
    referenceMonth: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
    differenceCents: cents,
    reasons: v.array(v.looseObject({ kind: v.string(), impactCents: cents, sentence: v.pipe(v.string(), v.minLength(1)) })),
  }),
);

export const INSIGHTS_EXPLAIN_ANSWERS = {
  explainedBill: v.strictObject({
    numDoc: v.pipe(v.string(), v.regex(/^\d{1,17}$/)),
    referenceMonth: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
    totalCents: cents,
    consumption: v.strictObject({
      previousReading: decimal,
      currentReading: decimal,
      previousReadingDate: isoDate,
      currentReadingDate: isoDate,
      days: v.pipe(v.number(), v.integer(), v.minValue(1)),
      readingType: v.nullable(v.picklist(['REAL', 'ESTIMATED', 'INFORMED'])),
      readingTypeLabel: v.nullable(v.pipe(v.string(), v.minLength(1))),
      measuredM3: decimal,
      correctionFactor: decimal,
      correctedM3: decimal,
    }),
    segments: v.array(
      v.strictObject({
        tariffId: v.string(),
        tariffName: v.string(),
        deliberation: v.nullable(v.string()),
        from: isoDate,
        to: isoDate,
        days: v.pipe(v.number(), v.integer(), v.minValue(1)),
      }),
    ),
    lines: v.array(
      v.looseObject({ kind, amountCents: cents, title: v.pipe(v.string(), v.minLength(1)), sentence: v.pipe(v.string(), v.minLength(1)) }),
    ),
    composition: v.strictObject({
      available: v.boolean(),
      reason: v.nullable(v.pipe(v.string(), v.minLength(1))),
      consumptionCents: cents,
      parts: v.array(
        v.strictObject({
          kind: v.picklist(['GAS', 'TRANSPORT', 'MARGIN', 'RECOVERY', 'FIXED', 'TAX', 'OTHER']),
          amountCents: cents,
          taxName: v.optional(v.string()),
          title: v.pipe(v.string(), v.minLength(1)),
          sentence: v.pipe(v.string(), v.minLength(1)),
        }),
      ),
    }),
    previous: comparison,
    sameMonthLastYear: comparison,
  }),
};
