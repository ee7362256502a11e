/**
 * The curtailment notices' tables (cms/src/api/curtailment; docs/curtailment.md) and the one read
 * the consumption programming needs of them: the restrictions a contract is under, each with its
 * daily limit fixed at issue. The curtailment domain writes the rows; the daily programming
 * (portal/consumption/client.ts) refuses a day above the lowest limit covering it
 * (`dayLimit` of domain/curtailment/rules.ts).
 */
import type { Core } from '@strapi/strapi';
import { parseVolume, type Litres } from '../../domain/consumption/volumes';
import type { Span } from '../../domain/curtailment/rules';

export const CURTAILMENT_NOTICE_UID = 'api::curtailment.curtailment-notice';
export const CURTAILMENT_TARGET_UID = 'api::curtailment.curtailment-target';

export interface Restriction extends Span {
  noticeId: number;
  limit: Litres;
}

const instant = (value: unknown): Date | null => (value === null || value === undefined || value === '' ? null : new Date(value as string));

/** The restrictions of a contract that have not ended before `since` (their notice's span and the contract's limit). */
export async function restrictionsOf(strapi: Core.Strapi, contractRef: number, since: Date): Promise<Restriction[]> {
  const targets = (await strapi.db.query(CURTAILMENT_TARGET_UID).findMany({
    where: { contractRef },
    select: ['noticeId', 'limitVolume'],
  })) as { noticeId: number | string; limitVolume: string }[];
  if (targets.length === 0) return [];
  const notices = (await strapi.db.query(CURTAILMENT_NOTICE_UID).findMany({
    where: {
      id: { $in: targets.map((t) => Number(t.noticeId)) },
      $and: [
        { $or: [{ endsAt: { $null: true } }, { endsAt: { $gt: since } }] },
        { $or: [{ withdrawnAt: { $null: true } }, { withdrawnAt: { $gt: since } }] },
      ],
    },
    select: ['id', 'startsAt', 'endsAt', 'withdrawnAt'],
  })) as { id: number; startsAt: string; endsAt: string | null; withdrawnAt: string | null }[];
  const limits = new Map(targets.map((t) => [Number(t.noticeId), parseVolume(t.limitVolume)]));
  return notices.flatMap((n) => {
    const limit = limits.get(Number(n.id));
    if (!limit?.ok) return [];
    return [
      {
        noticeId: Number(n.id),
        limit: limit.litres,
        startsAt: instant(n.startsAt)!,
        endsAt: instant(n.endsAt),
        withdrawnAt: instant(n.withdrawnAt),
      },
    ];
  });
}
