/** The planned interruptions' rows and settings (docs/insights-interruptions.md). */
import type { Core } from '@strapi/strapi';
import type { InterruptionFacts } from '../../../domain/insights/interruptions/rules';

export const INTERRUPTION_UID = 'api::insights.planned-interruption' as const;
export const INTERRUPTION_NOTICE_UID = 'api::insights.interruption-notice' as const;

export interface InterruptionRow {
  id: number;
  reason: string;
  city: string;
  streets: string | null;
  cepRanges: string | null;
  consumerCodes: string | null;
  startsAt: string | Date;
  expectedEndAt: string | Date;
  endedAt: string | Date | null;
  revision: number | null;
  plannedRevision: number | null;
  restoredQueued: boolean | null;
}

export const INTERRUPTION_FIELDS = [
  'id',
  'reason',
  'city',
  'streets',
  'cepRanges',
  'consumerCodes',
  'startsAt',
  'expectedEndAt',
  'endedAt',
  'revision',
  'plannedRevision',
  'restoredQueued',
];

const date = (value: string | Date | null | undefined): Date | null => (value == null || value === '' ? null : new Date(value));

export const factsOf = (row: InterruptionRow): InterruptionFacts => ({
  reason: row.reason,
  city: row.city,
  streets: row.streets,
  cepRanges: row.cepRanges,
  consumerCodes: row.consumerCodes,
  startsAt: date(row.startsAt)!,
  expectedEndAt: date(row.expectedEndAt)!,
  endedAt: date(row.endedAt),
});

/** INTERRUPTION_NOTICE_HOURS (72): the least time between registering an interruption and its start. */
export function noticeHours(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.INTERRUPTION_NOTICE_HOURS);
  return Number.isInteger(value) && value >= 0 ? value : 72;
}

/** The interruptions not over at `at` (ongoing or coming), oldest start first. */
export async function currentInterruptions(strapi: Core.Strapi, at: Date): Promise<InterruptionRow[]> {
  return (await strapi.db.query(INTERRUPTION_UID).findMany({
    where: {
      $or: [{ endedAt: { $null: true }, expectedEndAt: { $gt: at } }, { endedAt: { $gt: at } }],
    },
    select: INTERRUPTION_FIELDS,
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  })) as InterruptionRow[];
}
