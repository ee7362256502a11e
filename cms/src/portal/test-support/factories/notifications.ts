/**
 * Test-support notifications (test stacks only): sends a notification through the real
 * `notify`, to user ids, a contract (its documentId) and/or everyone, so tests get their own
 * notifications without touching the demo accounts'.
 */
import type { Core } from '@strapi/strapi';
import { badRequest, notFound } from '../../core/http';
import { CONTRACT_UID } from '../../core/types';
import { notify } from '../../notifications/notify';

export async function sendTestNotification(strapi: Core.Strapi, body: Record<string, unknown>): Promise<{ created: number }> {
  const userIds = body.userIds;
  if (userIds !== undefined && (!Array.isArray(userIds) || !userIds.every((id) => Number.isInteger(id))))
    throw badRequest('userIds: uma lista de ids numéricos');
  let contractId: number | undefined;
  if (body.contractId !== undefined) {
    if (typeof body.contractId !== 'string') throw badRequest('contractId: o documentId do contrato');
    const row = await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId: body.contractId }, select: ['id'] });
    if (!row) throw notFound('Contrato não encontrado');
    contractId = row.id as number;
  }
  const created = await notify(
    strapi,
    { userIds: userIds as number[] | undefined, contractId, everyone: body.everyone === true },
    { title: String(body.title ?? ''), description: String(body.description ?? '') },
  );
  return { created };
}
