/**
 * Second-factor rows of staff accounts (`api::auth.second-factor`) and their change log
 * (`api::audit.second-factor-change`). The auth domain enrols, checks and disables a factor
 * (portal/auth/second-factor.ts); the administration lists, resets and deletes them with the
 * accounts it manages (portal/administration/users.ts).
 */
import type { Core } from '@strapi/strapi';
import { SECOND_FACTOR_MESSAGES } from '../../domain/second-factor';
import type { UserScope } from './access';
import { now } from './clock';
import { badRequest } from './http';
import { revokeUserSessions } from './sessions';

export const SECOND_FACTOR_UID = 'api::auth.second-factor';
export const SECOND_FACTOR_CHANGE_UID = 'api::audit.second-factor-change';

export interface FactorRow {
  id: number;
  secret: string | null;
  enabledAt: string | null;
  lastStep: string | number | null;
  recoveryCodes: unknown;
}

export type SecondFactorAction = 'ENROLLED' | 'DISABLED' | 'RECOVERY_CODE_USED' | 'RESET_BY_ADMIN';

export async function factorOf(strapi: Core.Strapi, userId: number): Promise<FactorRow | null> {
  return (await strapi.db.query(SECOND_FACTOR_UID).findOne({ where: { user: { id: userId } } })) as FactorRow | null;
}

/** One line of the change log: who changed whose second factor, how and from where. */
export async function recordFactorChange(
  strapi: Core.Strapi,
  action: SecondFactorAction,
  userId: number,
  actor: { id: number; portalRole?: string },
  address = '',
) {
  await strapi.db.query(SECOND_FACTOR_CHANGE_UID).create({
    data: {
      occurredAt: now(),
      action,
      userId,
      actorId: actor.id,
      actorRole: actor.portalRole ?? null,
      address: address.slice(0, 64) || null,
    },
  });
}

/** Ids among `userIds` whose second factor is active (the users list). */
export async function usersWithSecondFactor(strapi: Core.Strapi, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = (await strapi.db.query(SECOND_FACTOR_UID).findMany({
    where: { user: { id: { $in: userIds } }, enabledAt: { $notNull: true } },
    select: ['id'],
    populate: { user: { select: ['id'] } },
  })) as { user: { id: number } | null }[];
  return new Set(rows.flatMap((r) => (r.user ? [r.user.id] : [])));
}

/** Removes a staff member's second factor (they enrol again at the next sign-in); their sessions end. */
export async function resetSecondFactorOf(strapi: Core.Strapi, state: UserScope, target: { id: number }, address: string): Promise<void> {
  const factor = await factorOf(strapi, target.id);
  if (!factor) throw badRequest(SECOND_FACTOR_MESSAGES.notConfigured);
  await strapi.db.transaction(async () => {
    await strapi.db.query(SECOND_FACTOR_UID).delete({ where: { id: factor.id } });
    await revokeUserSessions(strapi, target.id);
    await recordFactorChange(strapi, 'RESET_BY_ADMIN', target.id, state.user, address);
  });
}

/** Deletes an account's second factor with the account (administration/users.ts). */
export async function deleteSecondFactorOf(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db.query(SECOND_FACTOR_UID).deleteMany({ where: { user: { id: userId } } });
}
