/**
 * Who registers planned interruptions of the gas supply (api::insights.planned-interruption;
 * docs/insights-interruptions.md): the CMS admin role "Interrupções programadas" (code
 * `necta-interruptions`) and the Super Admin. Content editors (Strapi's Editor role) do not: an
 * interruption reaches customers' bells and mailboxes, so it is an operations permission, given by
 * the Super Admin to the network's staff. Created at every start while missing; its permissions
 * (create, read, update — no delete: an interruption customers were told of is ended, not removed;
 * never the portal's bookkeeping fields) are put back at every start.
 */
import type { Core } from '@strapi/strapi';

export const INTERRUPTIONS_ROLE_CODE = 'necta-interruptions';
const UID = 'api::insights.planned-interruption';
const WRITABLE = ['reason', 'city', 'streets', 'cepRanges', 'consumerCodes', 'startsAt', 'expectedEndAt', 'endedAt'];
const READABLE = [...WRITABLE, 'revision', 'plannedRevision', 'restoredQueued'];

interface RoleService {
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: Record<string, unknown>[]): Promise<unknown>;
}

export async function ensureInterruptionsRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  let role = (await strapi.db.query('admin::role').findOne({ where: { code: INTERRUPTIONS_ROLE_CODE }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!role)
    role = await roles.create({
      name: 'Interrupções programadas',
      code: INTERRUPTIONS_ROLE_CODE,
      description: 'Registra as interrupções programadas do fornecimento de gás e marca o seu término. Não edita o conteúdo do site.',
    });
  const permission = (action: string, fields: string[]) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: UID,
    properties: { fields },
    conditions: [],
  });
  await roles.assignPermissions(role.id, [permission('create', WRITABLE), permission('read', READABLE), permission('update', WRITABLE)]);
  return role.id;
}
