/** Answer schemas of "Meu consumo" (issue 25 §2; docs/insights-consumption.md), strict as those of `./answers.ts`. */
import * as v from 'valibot';
import type { AlertSettings } from '../insights/consumption/rules';
import type { ConsumptionView } from '../insights/consumption/views';

const litres = v.nullable(v.pipe(v.number(), v.integer()));

const settings = v.strictObject({
  ativo: v.boolean(),
  percentual: v.pipe(v.number(), v.integer()),
  email: v.boolean(),
});

const row = v.strictObject({
  month: v.string(),
  litres,
  days: litres,
  litresPerDay: litres,
  lastYearLitres: litres,
  lastYearLitresPerDay: litres,
  group: v.strictObject({ customers: v.pipe(v.number(), v.integer()), medianLitresPerDay: litres, bestQuarterLitresPerDay: litres }),
});

const consumption = v.strictObject({
  months: v.picklist([12, 24]),
  rows: v.array(row),
  group: v.nullable(v.strictObject({ segment: v.string(), city: v.string(), minCustomers: v.pipe(v.number(), v.integer()) })),
  usual: v.nullable(
    v.strictObject({ month: v.string(), litres: v.pipe(v.number(), v.integer()), thresholdLitres: v.pipe(v.number(), v.integer()) }),
  ),
});

export const INSIGHTS_CONSUMPTION_ANSWERS = {
  consumption: v.strictObject({ data: consumption }),
  alertSettings: v.strictObject({ data: settings }),
  alertSettingsUpdate: v.strictObject({ data: settings, message: v.string() }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

/**
 * The schemas and the types stay equal (compile-time check).
 * @public
 */
export const INSIGHTS_CONSUMPTION_ANSWERS_MATCH: [
  Same<v.InferOutput<typeof settings>, AlertSettings>,
  Same<v.InferOutput<typeof consumption>, ConsumptionView>,
] = [true, true];
