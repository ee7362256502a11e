/**
 * Answer schemas of the negotiation calls (docs/collections-negotiation.md), strict, each
 * mirroring its type of `../collections/negotiation/types.ts` (checked at compile time below).
 */
import * as v from 'valibot';
import type { AgreementView, NegotiableBills, SimulationAnswer } from '../collections/negotiation/types';

const cents = v.pipe(v.number(), v.integer());
const isoDate = v.pipe(v.string(), v.isoDate());
const month = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/));

const bill = v.strictObject({ numDoc: v.string(), referenceMonth: month, dueDate: isoDate, amountCents: cents });

const option = v.strictObject({
  instalments: cents,
  downPaymentCents: cents,
  financedCents: cents,
  instalmentCents: cents,
  lastInstalmentCents: cents,
  interestCents: cents,
  totalCents: cents,
  cetAnnual: v.number(),
  cetMonthly: v.number(),
  cetAnnualText: v.string(),
  cetMonthlyText: v.string(),
  termsText: v.string(),
});

const agreement = v.strictObject({
  protocol: v.pipe(v.string(), v.regex(/^NEG-\d{4}-\d{6,}$/)),
  state: v.picklist(['WAITING', 'ACTIVE', 'UNDONE', 'FINISHED']),
  stateLabel: v.string(),
  acceptedAt: v.pipe(v.string(), v.isoTimestamp()),
  acceptedByName: v.nullable(v.string()),
  termsText: v.string(),
  debtCents: cents,
  downPaymentCents: cents,
  downPaymentDueDate: isoDate,
  downPaymentNumDoc: v.nullable(v.string()),
  downPaymentPaid: v.boolean(),
  instalmentCount: cents,
  interestCents: cents,
  totalCents: cents,
  cetAnnualText: v.string(),
  cetMonthlyText: v.string(),
  bills: v.array(bill),
  instalments: v.array(
    v.strictObject({
      number: cents,
      referenceMonth: month,
      amountCents: cents,
      cancelled: v.boolean(),
      invoiceNumDoc: v.nullable(v.string()),
    }),
  ),
});

export const COLLECTIONS_NEGOTIATION_ANSWERS = {
  negotiableBills: v.strictObject({ bills: v.array(bill), maxInstalments: cents, monthlyRateBp: cents, downPaymentDays: cents }),
  negotiationSimulation: v.strictObject({
    debtCents: cents,
    downPaymentCents: cents,
    downPaymentDueDate: isoDate,
    monthlyRateBp: cents,
    options: v.array(option),
  }),
  negotiationAgreement: agreement,
  negotiationAgreements: v.strictObject({ data: v.array(agreement) }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof COLLECTIONS_NEGOTIATION_ANSWERS> = v.InferOutput<(typeof COLLECTIONS_NEGOTIATION_ANSWERS)[K]>;

/**
 * The schemas above and the use cases' answer types cannot drift apart (compile time).
 * @public
 */
export const COLLECTIONS_NEGOTIATION_ANSWER_TYPES_MATCH: [
  Same<Out<'negotiableBills'>, NegotiableBills>,
  Same<Out<'negotiationSimulation'>, SimulationAnswer>,
  Same<Out<'negotiationAgreement'>, AgreementView>,
  Same<Out<'negotiationAgreements'>, { data: AgreementView[] }>,
] = [true, true, true, true];
