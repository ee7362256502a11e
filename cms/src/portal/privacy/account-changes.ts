/** Changes staff make to a customer's data on their behalf (who, when, which fields), listed in the customer's export. */
import type { Core } from '@strapi/strapi';
import { now } from '../core/clock';
import type { UserRow } from '../core/types';
import { ACCOUNT_CHANGE_UID } from './store';

export async function recordStaffChange(
  strapi: Core.Strapi,
  change: { userId: number; staff: UserRow; contractCode: string | null; fields: string[] },
): Promise<void> {
  await strapi.db.query(ACCOUNT_CHANGE_UID).create({
    data: {
      userId: change.userId,
      staffUserId: change.staff.id,
      staffRole: change.staff.portalRole,
      contractCode: change.contractCode,
      at: now(),
      fields: change.fields,
    },
  });
}
