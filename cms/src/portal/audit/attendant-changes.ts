/**
 * The attendant audit (spec 02): every change an attendant makes while serving a customer —
 * e-mail, registration data, service start and end, service requests — is one row of
 * `api::audit.attendant-change` with who acted, on which contract, what and when. Staff read
 * and filter the rows in the Strapi admin (content manager); the customer lists the rows of
 * its contracts in 'Atualização cadastral' (GET /api/user/attendant-changes).
 *
 * Other domains call `recordAttendantChange` inside their own transaction (when they hold one)
 * so the record and the change are written together.
 */
import type { Core } from '@strapi/strapi';
import {
  ATTENDANT_CHANGE_ACTIONS,
  ATTENDANT_CHANGES_PAGE_SIZE,
  isAttendantChangeAction,
  type AttendantChangeAction,
  type AttendantChangeView,
} from '../../domain/audit/attendant-changes';
import { isCustomerRole, type PortalRole } from '../../domain/roles';
import { now } from '../core/clock';
import type { ContractRow } from '../core/types';

export const ATTENDANT_CHANGE_UID = 'api::audit.attendant-change';

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

interface Row {
  id: number;
  occurredAt: string;
  action: AttendantChangeAction;
  description: string;
  attendantName: string | null;
  consumerCode: string | null;
}

/** The changes made on a customer's contract, newest first (the customer's own view). */
export async function listAttendantChanges(strapi: Core.Strapi, contract: ContractRow): Promise<{ data: AttendantChangeView[] }> {
  const rows = (await strapi.db.query(ATTENDANT_CHANGE_UID).findMany({
    where: { contract: { id: contract.id } },
    orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
    limit: ATTENDANT_CHANGES_PAGE_SIZE,
  })) as Row[];
  return {
    data: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actionLabel: ATTENDANT_CHANGE_ACTIONS[r.action] ?? r.action,
      description: r.description,
      attendantName: r.attendantName ?? 'Atendimento Necta',
      consumerCode: r.consumerCode,
      occurredAt: new Date(r.occurredAt).toISOString(),
    })),
  };
}
