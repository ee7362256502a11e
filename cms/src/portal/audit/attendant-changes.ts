/**
 * The attendant audit (spec 02), the customer's side: the changes staff made on a customer's
 * contracts, listed in 'Atualização cadastral' (GET /api/user/attendant-changes). Domains write
 * the rows with `recordAttendantChange` (portal/core/records.ts).
 */
import type { Core } from '@strapi/strapi';
import {
  ATTENDANT_CHANGE_ACTIONS,
  ATTENDANT_CHANGES_PAGE_SIZE,
  type AttendantChangeAction,
  type AttendantChangeView,
} from '../../domain/audit/attendant-changes';
import { ATTENDANT_CHANGE_UID } from '../core/records';
import type { ContractRow } from '../core/types';

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
