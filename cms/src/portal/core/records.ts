/**
 * The records a domain writes beside a change it makes, read elsewhere (docs/server-core.md):
 *
 * - the attendant audit (spec 02): every change an attendant makes while serving a customer —
 *   e-mail, registration data, service start and end, service requests — is one row of
 *   `api::audit.attendant-change` with who acted, on which contract, what and when. Staff read
 *   and filter the rows in the Strapi admin (content manager); the customer lists the rows of
 *   its contracts in 'Atualização cadastral' (portal/audit, GET /api/user/attendant-changes);
 * - the changes staff make to a customer's data on their behalf and each successful sign-in,
 *   listed in the customer's data export (portal/privacy, spec 04 LGPD).
 *
 * Callers write inside their own transaction (when they hold one) so the record and the change
 * are written together.
 */
import type { Core } from '@strapi/strapi';
import { ATTENDANT_CHANGE_ACTIONS, isAttendantChangeAction, type AttendantChangeAction } from '../../domain/audit/attendant-changes';
import { isCustomerRole, type PortalRole } from '../../domain/roles';
import { now } from './clock';
import type { ContractRow, UserRow } from './types';

export const ATTENDANT_CHANGE_UID = 'api::audit.attendant-change';
export const LOGIN_RECORD_UID = 'api::privacy.login-record';
export const ACCOUNT_CHANGE_UID = 'api::privacy.account-change';

export interface AttendantRef {
  id: number;
  name?: string | null;
  email?: string | null;
  portalRole: PortalRole;
}

export interface AttendantChange {
  /** The staff member acting (attendant or administrator serving the customer). */
  attendant: AttendantRef;
  /** The contract of the service. */
  contract: Pick<ContractRow, 'id' | 'consumerCode'>;
  action: AttendantChangeAction;
  /** What changed, in Portuguese, as the customer will read it. Default: the action's label. */
  description?: string;
  /** Structured detail for staff (field names, protocol…); never secrets or passwords. */
  details?: Record<string, unknown>;
}

/**
 * Records one change made by staff on a customer's contract. Customers acting on their own
 * data are not audited here (nothing is written for a customer role).
 */
export async function recordAttendantChange(strapi: Core.Strapi, change: AttendantChange): Promise<void> {
  if (isCustomerRole(change.attendant.portalRole)) return;
  if (!isAttendantChangeAction(change.action)) throw new Error(`unknown attendant change action ${String(change.action)}`);
  const description = (change.description ?? ATTENDANT_CHANGE_ACTIONS[change.action]).slice(0, 500);
  await strapi.db.query(ATTENDANT_CHANGE_UID).create({
    data: {
      occurredAt: now(),
      action: change.action,
      description,
      attendantId: change.attendant.id,
      attendantName: change.attendant.name ?? null,
      attendantEmail: change.attendant.email ?? null,
      attendantRole: change.attendant.portalRole,
      consumerCode: change.contract.consumerCode,
      contract: change.contract.id,
      details: change.details ?? null,
    },
  });
}

/** One record per successful portal sign-in (date and client address), read by the data export. */
export async function recordLogin(strapi: Core.Strapi, userId: number, address: string, method: 'password' | 'google'): Promise<void> {
  try {
    await strapi.db.query(LOGIN_RECORD_UID).create({ data: { userId, at: now(), address: address.slice(0, 64) || null, method } });
  } catch (error) {
    // A sign-in never fails because its record could not be written.
    strapi.log.error(`privacy: login record of user ${userId} not written: ${(error as Error).message}`);
  }
}

/** Changes staff make to a customer's data on their behalf (who, when, which fields), listed in the customer's export. */
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
