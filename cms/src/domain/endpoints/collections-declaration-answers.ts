/**
 * Answer schemas of the declaration calls (docs/collections-declaration.md), strict, each
 * mirroring its type of `../collections/declaration/types.ts` (checked at compile time below).
 */
import * as v from 'valibot';
import type { DeclarationCheckView, DeclarationListView } from '../collections/declaration/types';

const month = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));
const months = v.array(month);
const year = v.pipe(v.number(), v.integer());

export const DECLARATION_ANSWERS = {
  declarationList: v.strictObject({
    data: v.array(
      v.strictObject({
        year,
        state: v.picklist(['FULL', 'PARTIAL', 'UNAVAILABLE']),
        billedMonths: months,
        excludedMonths: months,
        unpaidMonths: months,
        explanation: v.string(),
        code: v.nullable(v.pipe(v.string(), v.regex(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/))),
      }),
    ),
  }),
  declarationCheck: v.strictObject({
    data: v.strictObject({
      code: v.pipe(v.string(), v.regex(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)),
      holder: v.string(),
      contract: v.string(),
      year,
      issueDate: v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}\/\d{4}$/)),
      partial: v.boolean(),
      excludedMonths: months,
    }),
  }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof DECLARATION_ANSWERS> = v.InferOutput<(typeof DECLARATION_ANSWERS)[K]>;

/**
 * The schemas above and the answer types of the use cases cannot drift apart (compile time).
 * @public
 */
export const DECLARATION_ANSWER_TYPES_MATCH: [
  Same<Out<'declarationList'>, DeclarationListView>,
  Same<Out<'declarationCheck'>, DeclarationCheckView>,
] = [true, true];
