/** Answer schema of "Já paguei" (docs/collections-suspension.md), strict, mirroring `../collections/suspension/types.ts`. */
import * as v from 'valibot';
import type { ReceiptAnswer } from '../collections/suspension/types';

export const COLLECTIONS_RECEIPT_ANSWERS = {
  receiptSent: v.strictObject({
    data: v.strictObject({
      protocol: v.pipe(v.string(), v.regex(/^CMP-\d{4}-[0-9A-F]{10}$/)),
      numDoc: v.string(),
      status: v.literal('PENDING'),
      paymentDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
    }),
    message: v.string(),
  }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema above and the use case's answer type cannot drift apart (compile time).
 * @public
 */
export const COLLECTIONS_RECEIPT_ANSWER_TYPES_MATCH: [Same<v.InferOutput<typeof COLLECTIONS_RECEIPT_ANSWERS.receiptSent>, ReceiptAnswer>] =
  [true];
