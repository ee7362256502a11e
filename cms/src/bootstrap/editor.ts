import type { Core } from '@strapi/strapi';

/** The demo editor of the CMS admin (DESIGN §7): an Editor-role admin user. */
export async function ensureEditor(strapi: Core.Strapi, email: string, password: string) {
  const users = strapi.service('admin::user') as unknown as {
    exists(q: { email: string }): Promise<boolean>;
    create(attrs: Record<string, unknown>): Promise<unknown>;
  };
  if (await users.exists({ email })) return;
  const roles = strapi.service('admin::role') as unknown as { getSuperAdmin(): Promise<{ id: number }> };
  const editorRole = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  // The first admin user must be a super admin for the admin panel to be usable at all.
  const hasAdmins = (await strapi.db.query('admin::user').count({})) > 0;
  const role = !hasAdmins ? await roles.getSuperAdmin() : editorRole;
  await users.create({
    email,
    firstname: 'Editor',
    lastname: 'Demo',
    password,
    registrationToken: null,
    isActive: true,
    roles: role ? [role.id] : [],
  });
}
