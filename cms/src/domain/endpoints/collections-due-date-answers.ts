/**
 * Answer schemas of the due-date calls (docs/collections-due-date.md), strict, each mirroring its
 * type of `../collections/due-date/types.ts` (checked at compile time below).
 */
import * as v from 'valibot';
import type { DueDateChangedView, DueDateView } from '../collections/due-date/types';

const day = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31));
const change = v.strictObject({
  protocol: v.pipe(v.string(), v.regex(/^VEN-\d{4}-\d{6}$/)),
  dueDay: day,
  previousDay: v.nullable(day),
  requestedAt: v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)),
  effectiveFrom: v.pipe(v.string(), v.regex(/^\d{2}\/\d{4}$/)),
});

export const DUE_DATE_ANSWERS = {
  dueDate: v.strictObject({
    data: v.strictObject({
      currentDay: v.nullable(day),
      options: v.array(day),
      blocked: v.nullable(v.string()),
      lastChange: v.nullable(change),
    }),
  }),
  dueDateChanged: v.strictObject({ data: change, message: v.string() }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof DUE_DATE_ANSWERS> = v.InferOutput<(typeof DUE_DATE_ANSWERS)[K]>;

/**
 * The schemas above and the answer types of the use cases cannot drift apart (compile time).
 * @public
 */
export const DUE_DATE_ANSWER_TYPES_MATCH: [Same<Out<'dueDate'>, DueDateView>, Same<Out<'dueDateChanged'>, DueDateChangedView>] = [
  true,
  true,
];
