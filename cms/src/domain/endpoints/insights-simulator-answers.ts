/** Answer schema of the simulator's tariff call (docs/insights-simulator.md), strict, mirroring `../insights/simulator/types.ts`. */
import * as v from 'valibot';
import type { SimulatorTariffsView } from '../insights/simulator/types';

export const INSIGHTS_SIMULATOR_ANSWERS = {
  simulatorTariffs: v.strictObject({
    data: v.strictObject({
      validOn: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
      tariffs: v.array(
        v.strictObject({
          id: v.string(),
          name: v.string(),
          tariffClass: v.picklist(['RESIDENCIAL', 'COMERCIAL']),
          validFrom: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
          fixedPerMonth: v.string(),
          tiers: v.array(v.strictObject({ label: v.string(), upToM3: v.nullable(v.string()), pricePerM3: v.string() })),
          taxes: v.array(v.strictObject({ name: v.string(), ratePercent: v.string(), inside: v.boolean() })),
          deliberation: v.nullable(v.string()),
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
export const INSIGHTS_SIMULATOR_ANSWER_TYPES_MATCH: [
  Same<v.InferOutput<typeof INSIGHTS_SIMULATOR_ANSWERS.simulatorTariffs>, { data: SimulatorTariffsView }>,
] = [true];
