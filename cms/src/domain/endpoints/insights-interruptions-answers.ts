/** Answer schemas of the planned-interruption calls (docs/insights-interruptions.md), strict, mirroring `../insights/interruptions/types.ts`. */
import * as v from 'valibot';
import type { ContractInterruptionsView, PublicInterruptionsView } from '../insights/interruptions/types';

const instant = v.pipe(v.string(), v.isoTimestamp());
const phase = v.picklist(['SCHEDULED', 'IN_PROGRESS']);

export const INSIGHTS_INTERRUPTIONS_ANSWERS = {
  publicInterruptions: v.strictObject({
    data: v.strictObject({
      cities: v.array(
        v.strictObject({
          city: v.string(),
          interruptions: v.array(
            v.strictObject({
              reason: v.string(),
              startsAt: instant,
              expectedEndAt: instant,
              phase,
              streets: v.array(v.string()),
              cepRanges: v.array(v.string()),
              byContract: v.boolean(),
            }),
          ),
        }),
      ),
    }),
  }),
  contractInterruptions: v.strictObject({
    data: v.strictObject({
      interruptions: v.array(v.strictObject({ reason: v.string(), startsAt: instant, expectedEndAt: instant, phase, text: v.string() })),
    }),
  }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schemas above and the use cases' answer types cannot drift apart (compile time).
 * @public
 */
export const INSIGHTS_INTERRUPTIONS_ANSWER_TYPES_MATCH: [
  Same<v.InferOutput<typeof INSIGHTS_INTERRUPTIONS_ANSWERS.publicInterruptions>, { data: PublicInterruptionsView }>,
  Same<v.InferOutput<typeof INSIGHTS_INTERRUPTIONS_ANSWERS.contractInterruptions>, { data: ContractInterruptionsView }>,
] = [true, true];
