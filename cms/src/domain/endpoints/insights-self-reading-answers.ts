/** Answer schemas of self-reading (docs/insights-self-reading.md), strict, mirroring `../insights/self-reading/types.ts`. */
import * as v from 'valibot';
import type { ReadingSentAnswer, SelfReadingStateAnswer } from '../insights/self-reading/types';

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const m3 = v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,3})?$/));

const reading = v.strictObject({
  protocol: v.pipe(v.string(), v.regex(/^LEI-\d{4}-[0-9A-F]{10}$/)),
  kind: v.picklist(['CYCLE', 'CONTEST']),
  reading: m3,
  readOn: isoDate,
  cycleReadingDate: isoDate,
  consumedM3: v.union([m3, v.literal('')]),
  rollover: v.boolean(),
  status: v.picklist(['RECEIVED', 'ACCEPTED', 'REFUSED']),
  statusLabel: v.string(),
  refusalReason: v.nullable(v.string()),
  numDoc: v.nullable(v.string()),
});

export const INSIGHTS_SELF_READING_ANSWERS = {
  selfReadingState: v.strictObject({
    data: v.strictObject({
      window: v.strictObject({ readingDate: isoDate, opensOn: isoDate, closesOn: isoDate, open: v.boolean() }),
      lastReading: v.nullable(v.strictObject({ reading: m3, date: isoDate })),
      current: v.nullable(reading),
      readings: v.array(reading),
      projection: v.nullable(
        v.strictObject({
          periodStart: isoDate,
          periodEnd: isoDate,
          days: v.number(),
          elapsedDays: v.number(),
          consumedM3: m3,
          projectedM3: m3,
          basis: v.picklist(['INFORMED', 'HISTORY']),
          correctedM3: m3,
          bill: v.nullable(
            v.strictObject({
              lines: v.array(v.strictObject({ kind: v.string(), title: v.string(), sentence: v.string(), amountCents: v.number() })),
              totalCents: v.number(),
            }),
          ),
        }),
      ),
      contestable: v.array(v.strictObject({ numDoc: v.string(), readOn: isoDate, reading: m3, consumedM3: m3 })),
    }),
  }),
  selfReadingSent: v.strictObject({ data: reading, message: v.string() }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schemas above and the use cases' answer types cannot drift apart (compile time).
 * @public
 */
export const INSIGHTS_SELF_READING_ANSWER_TYPES_MATCH: [
  Same<v.InferOutput<typeof INSIGHTS_SELF_READING_ANSWERS.selfReadingState>, SelfReadingStateAnswer>,
  Same<v.InferOutput<typeof INSIGHTS_SELF_READING_ANSWERS.selfReadingSent>, ReadingSentAnswer>,
] = [true, true];
