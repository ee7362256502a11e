/** Suspension form (spec 02 §5): reason, date, period and phone required; the optional text follows the motive rules. */
import * as v from 'valibot';
import { SUSPENSION_REASONS } from '@domain/service/constants';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { extraTextError, isPeriod, phoneError } from '@domain/service/rules';
import { ruleField } from '~/lib/form-rules';

export const suspensionSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.check((value) => (SUSPENSION_REASONS as readonly string[]).includes(value), M.required),
  ),
  extra: ruleField(extraTextError),
  date: v.pipe(v.string(), v.minLength(1, M.required)),
  period: v.pipe(
    v.string(),
    v.check((value) => isPeriod(value), M.required),
  ),
  phone: ruleField(phoneError),
});

export type SuspensionValues = v.InferOutput<typeof suspensionSchema>;
