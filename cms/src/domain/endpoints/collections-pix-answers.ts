/** Answer schemas of the Pix part of collections (docs/collections-pix.md). */
import * as v from 'valibot';
import type { PixAmountDueView } from '../collections/pix/views';

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

export const COLLECTIONS_PIX_ANSWERS = {
  pixAmountDue: v.strictObject({
    numDoc: v.string(),
    date: isoDate,
    dynamic: v.boolean(),
    dueDate: isoDate,
    lastDayWithoutCharges: isoDate,
    daysLate: v.pipe(v.number(), v.integer(), v.minValue(0)),
    originalCents: cents,
    fineCents: cents,
    interestCents: cents,
    discountCents: cents,
    totalCents: cents,
    payable: v.boolean(),
  }),
  pixWebhook: v.strictObject({
    received: v.pipe(v.number(), v.integer()),
    results: v.array(
      v.strictObject({ endToEndId: v.string(), result: v.picklist(['APPLIED', 'MISMATCH', 'ALREADY_PAID', 'UNKNOWN_TXID', 'DUPLICATE']) }),
    ),
  }),
};

/** True when A and B are the same type (both directions assignable). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema above and the answer type of the use case cannot drift apart (compile time).
 * @public
 */
export const COLLECTIONS_PIX_ANSWER_TYPES_MATCH: [Same<v.InferOutput<typeof COLLECTIONS_PIX_ANSWERS.pixAmountDue>, PixAmountDueView>] = [
  true,
];
