/** Staff accounts made by the factories, each with a permission group of its own. */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ROLE_DEFAULT_PERMISSIONS, isPermissionKey } from '../../../domain/permissions';
import { STAFF_ROLES } from '../../../domain/roles';
import { badRequest } from '../../core/http';
import { PROFILE_UID } from '../../core/types';
import { createPortalUser } from '../../core/users';
import { docs, ensureEmailFree, personName, uniqueEmail } from './generated';
import { setFactoryPassword } from './password';
import { bool, oneOf, optionalEmail, password, rejectUnknown, text, type Body } from './input';
import { FACTORY_PASSWORD, SITUATIONS, type MadeProfile, type MadeUser } from './made';

const STAFF_FIELDS = ['role', 'permissions', 'profile', 'profileSituation', 'email', 'password', 'name', 'situation'] as const;

/**
 * A staff account (attendant-only, attendant-2, admin, admin-master, gas-programmer) with
 * its own new permission group: the role's default permissions, or `permissions` when given;
 * `profile: false` leaves it without a group (the role's defaults apply, as for the demo
 * master). Nobody else uses the group, so a test may change it freely.
 */
export async function createStaff(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, STAFF_FIELDS);
  if (body.role === undefined) {
    const message = `role é obrigatório: ${STAFF_ROLES.join(', ')}`;
    throw badRequest(message, { role: message });
  }
  const role = oneOf(body, 'role', STAFF_ROLES, 'attendant-only');
  const situation = oneOf(body, 'situation', SITUATIONS, 'ACTIVE');
  const profileSituation = oneOf(body, 'profileSituation', SITUATIONS, 'ACTIVE');
  const withProfile = bool(body, 'profile', role !== 'admin-master');
  let permissions: string[] = [...ROLE_DEFAULT_PERMISSIONS[role]];
  if (body.permissions !== undefined) {
    const list = body.permissions;
    if (!Array.isArray(list) || list.some((p) => !isPermissionKey(p))) {
      const bad = Array.isArray(list) ? list.filter((p) => !isPermissionKey(p)).map(String) : [];
      const message = `permissions deve ser uma lista de chaves de permissão (label.ação)${bad.length ? `; desconhecidas: ${bad.join(', ')}` : ''}`;
      throw badRequest(message, { permissions: message });
    }
    permissions = [...new Set(list as string[])];
  }
  const signInPassword = password(body);
  const email = optionalEmail(body) ?? uniqueEmail();
  const name = text(body, 'name', 150) ?? personName();

  return strapi.db.transaction(async () => {
    await ensureEmailFree(strapi, email);
    let profile: MadeProfile | null = null;
    if (withProfile) {
      const profileName = `Perfil de teste ${randomBytes(4).toString('hex')}`;
      const created = await docs(strapi, PROFILE_UID).create({ data: { name: profileName, situation: profileSituation, permissions } });
      profile = { id: created.id, documentId: created.documentId, name: profileName, situation: profileSituation, permissions };
    }
    const created = await createPortalUser(strapi, {
      email,
      // FACTORY_PASSWORD's hash is shared (./password.ts); any other goes through the portal's hashing.
      ...(signInPassword && signInPassword !== FACTORY_PASSWORD ? { password: signInPassword } : {}),
      confirmed: situation !== 'PENDING',
      name,
      portalRole: role,
      situation,
      active: situation === 'ACTIVE',
      emailVerified: situation !== 'PENDING',
      notificationAccess: false,
      profile: profile?.id ?? null,
    });
    if (signInPassword === FACTORY_PASSWORD) await setFactoryPassword(strapi, created.id);
    const user: MadeUser = {
      id: created.id,
      documentId: created.documentId,
      email,
      password: signInPassword,
      name,
      role,
      cpfCnpj: null,
      consumerCode: null,
      situation,
      active: situation === 'ACTIVE',
    };
    return { user, profile };
  });
}
