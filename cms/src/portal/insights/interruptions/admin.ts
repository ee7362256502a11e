/**
 * Staff's saves of a planned interruption in the CMS admin (docs/insights-interruptions.md): the
 * area, dates and notice period checked (a refusal shows its Portuguese message in the admin),
 * the portal's bookkeeping fields never taken from the form, and the version bumped when
 * something customers were told changes (they are told again).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { interruptionErrors, type InterruptionFacts } from '../../../domain/insights/interruptions/rules';
import { now } from '../../core/clock';
import { kickJobs } from '../../jobs';
import { factsOf, INTERRUPTION_FIELDS, INTERRUPTION_UID, noticeHours, type InterruptionRow } from './store';

const BOOKKEEPING = ['revision', 'plannedRevision', 'restoredQueued'];
/** What customers are told: a change of any of these is a new version. */
const TOLD = ['reason', 'city', 'streets', 'cepRanges', 'consumerCodes', 'startsAt', 'expectedEndAt'] as const;

const fail = (messages: string[]) => new errors.ApplicationError(messages.join(' '));

const asDate = (value: unknown): Date | undefined => (value == null || value === '' ? undefined : new Date(value as string));

function factsFrom(data: Record<string, unknown>, base?: InterruptionFacts): Partial<InterruptionFacts> {
  const pick = <K extends keyof InterruptionFacts>(key: K): unknown => (key in data ? data[key] : base?.[key]);
  return {
    reason: pick('reason') as string,
    city: pick('city') as string,
    streets: pick('streets') as string | null,
    cepRanges: pick('cepRanges') as string | null,
    consumerCodes: pick('consumerCodes') as string | null,
    startsAt: asDate(pick('startsAt')),
    expectedEndAt: asDate(pick('expectedEndAt')),
  };
}

export function guardInterruptionCreate(data: Record<string, unknown>): void {
  for (const key of BOOKKEEPING) delete data[key];
  const problems = interruptionErrors(factsFrom(data), now(), noticeHours(), { checkNotice: true });
  if (problems.length) throw fail(problems);
  Object.assign(data, { revision: 1, plannedRevision: 0, restoredQueued: false });
}

const same = (a: unknown, b: unknown) => {
  if (a instanceof Date || b instanceof Date) return asDate(a)?.getTime() === asDate(b)?.getTime();
  return String(a ?? '').trim() === String(b ?? '').trim();
};

export async function guardInterruptionUpdate(strapi: Core.Strapi, where: unknown, data: Record<string, unknown>): Promise<void> {
  // The portal's own writes of its bookkeeping go through knex (queue.ts), never here.
  for (const key of BOOKKEEPING) delete data[key];
  if (!where) return;
  const rows = (await strapi.db
    .query(INTERRUPTION_UID)
    .findMany({ where: where as never, select: INTERRUPTION_FIELDS })) as InterruptionRow[];
  if (rows.length !== 1) return;
  const row = rows[0]!;
  const before = factsOf(row);
  const startMoved = 'startsAt' in data && !same(asDate(data.startsAt), before.startsAt);
  const problems = interruptionErrors(factsFrom(data, before), now(), noticeHours(), { checkNotice: startMoved });
  if (problems.length) throw fail(problems);
  const changed = TOLD.some((key) => key in data && !same(key.endsWith('At') ? asDate(data[key]) : data[key], before[key]));
  if (changed) data.revision = Number(row.revision ?? 1) + 1;
  kickJobs(strapi);
}
