/**
 * Who sends a staff "Aviso" to customers (api::notification.notice): the CMS admin role
 * "Avisos aos clientes" (code `necta-notices`) and the Super Admin. Content editors (Strapi's
 * Editor role) do not: an Aviso reaches every customer's bell, so sending one is a staff
 * permission of its own, given by the Super Admin to the people who speak for the company
 * (Configurações → Usuários do painel → a user → Funções). The role is created at every start
 * while missing; its permissions cover the Aviso only (create, read, delete; a sent Aviso cannot
 * change anyway) and are put back at every start.
 */
import type { Core } from '@strapi/strapi';

export const NOTICES_ROLE_CODE = 'necta-notices';
const NOTICE_UID = 'api::notification.notice';
const WRITABLE = ['title', 'description', 'audience', 'user', 'contract'];
const READABLE = [...WRITABLE, 'recipients', 'sentAt'];

interface RoleService {
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: Record<string, unknown>[]): Promise<unknown>;
}

export async function ensureNoticesRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  let role = (await strapi.db.query('admin::role').findOne({ where: { code: NOTICES_ROLE_CODE }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!role)
    role = await roles.create({
      name: 'Avisos aos clientes',
      code: NOTICES_ROLE_CODE,
      description: 'Envia avisos aos usuários do portal (sino da área do cliente). Não edita o conteúdo do site.',
    });
  const permission = (action: string, fields?: string[]) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: NOTICE_UID,
    properties: fields ? { fields } : {},
    conditions: [],
  });
  await roles.assignPermissions(role.id, [permission('create', WRITABLE), permission('read', READABLE), permission('delete')]);
  return role.id;
}
