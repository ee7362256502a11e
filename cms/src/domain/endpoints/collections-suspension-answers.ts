/** Answer schema of the suspension notice's call (docs/collections-suspension.md), strict, mirroring `../collections/suspension/types.ts`. */
import * as v from 'valibot';
import type { SuspensionView } from '../collections/suspension/types';

const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const COLLECTIONS_SUSPENSION_ANSWERS = {
  suspensionView: v.strictObject({
    data: v.strictObject({
      notice: v.nullable(
        v.strictObject({
          issuedOn: isoDay,
          suspensionFrom: isoDay,
          amountCents: v.pipe(v.number(), v.integer()),
          numDocs: v.array(v.string()),
          text: v.string(),
        }),
      ),
      receipts: v.array(
        v.strictObject({
          numDoc: v.string(),
          status: v.picklist(['PENDING', 'CONFIRMED', 'REFUSED']),
          paymentDate: isoDay,
          refusalReason: v.nullable(v.string()),
          label: v.nullable(v.string()),
        }),
      ),
    }),
  }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema above and the use case's answer type cannot drift apart (compile time).
 * @public
 */
export const COLLECTIONS_SUSPENSION_ANSWER_TYPES_MATCH: [
  Same<v.InferOutput<typeof COLLECTIONS_SUSPENSION_ANSWERS.suspensionView>, { data: SuspensionView }>,
] = [true];
