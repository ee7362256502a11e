/**
 * The curtailment notice's issue form (docs/curtailment.md): what the programmer fills in, the
 * body it becomes, and the same rules the server checks (domain/curtailment/rules.ts), field by
 * field, so the messages on screen are the server's.
 */
import * as v from 'valibot';
import { noticeErrors, saoPauloInstant, timeErrors } from '@domain/curtailment/rules';

export interface CurtailmentValues {
  target: 'contracts' | 'axis';
  contractIds: string[];
  axisId: string;
  kind: 'VOLUME' | 'PERCENT';
  volume: string;
  percent: string;
  startsAt: string;
  endsAt: string;
  reason: string;
  ackHours: string;
}

/** The POST /api/curtailment/notices body of the form's values. */
export function curtailmentBody(values: CurtailmentValues): Record<string, unknown> {
  return {
    ...(values.target === 'axis' ? { axisId: values.axisId ? Number(values.axisId) : '' } : { contractIds: values.contractIds }),
    kind: values.kind,
    ...(values.kind === 'VOLUME' ? { volume: values.volume } : { percent: values.percent }),
    startsAt: values.startsAt,
    ...(values.endsAt ? { endsAt: values.endsAt } : {}),
    reason: values.reason,
    ...(values.ackHours ? { ackHours: Number(values.ackHours) } : {}),
  };
}

/** The form's schema at `now` (the start may not be in the past). */
export const curtailmentSchema = (now: () => Date) =>
  v.pipe(
    v.object({
      target: v.picklist(['contracts', 'axis']),
      contractIds: v.array(v.string()),
      axisId: v.string(),
      kind: v.picklist(['VOLUME', 'PERCENT']),
      volume: v.string(),
      percent: v.string(),
      startsAt: v.string(),
      endsAt: v.string(),
      reason: v.string(),
      ackHours: v.string(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values: CurtailmentValues = dataset.value;
      const body = curtailmentBody(values);
      const errors = noticeErrors(body);
      const startsAt = saoPauloInstant(values.startsAt);
      if (!errors.startsAt && startsAt) Object.assign(errors, timeErrors(startsAt, now()));
      for (const [key, message] of Object.entries(errors)) {
        const field = key === 'axisId' || (key === 'contractIds' && values.target === 'axis') ? 'axisId' : key;
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: body, key: field, value: body[key] }] });
      }
    }),
  );
