import type { Core } from '@strapi/strapi';

interface AdminUsers {
  exists(q: { email: string }): Promise<boolean>;
  create(attrs: Record<string, unknown>): Promise<unknown>;
}

const adminUsers = (strapi: Core.Strapi) => strapi.service('admin::user') as unknown as AdminUsers;

/** The admin's language of the demo editor: the panel opens in Portuguese after login (cms/src/admin/app.tsx). */
export const EDITOR_LANGUAGE = 'pt-BR';

/**
 * The demo editor of the CMS admin (DESIGN §7): Strapi's Editor role, never Super Admin — it
 * exists only with demo data on, and its password is published in the README. An existing demo
 * editor still on Strapi's default language (none chosen) is moved to Portuguese; a language it
 * chose stays.
 */
export async function ensureEditor(strapi: Core.Strapi, email: string, password: string) {
  if (await adminUsers(strapi).exists({ email })) {
    await strapi.db.query('admin::user').updateMany({
      where: { email, $or: [{ preferedLanguage: null }, { preferedLanguage: '' }] },
      data: { preferedLanguage: EDITOR_LANGUAGE },
    });
    return;
  }
  const editorRole = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  if (!editorRole) return;
  await adminUsers(strapi).create({
    email,
    firstname: 'Editor',
    lastname: 'Demo',
    password,
    preferedLanguage: EDITOR_LANGUAGE,
    registrationToken: null,
    isActive: true,
    roles: [editorRole.id],
  });
}

/**
 * The first Super Admin comes from the settings (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD), created
 * only while no Super Admin exists. (Strapi's register-the-first-admin page appears only on a
 * CMS without any admin user; with demo data the demo editor exists, so use these settings or
 * `npx strapi admin:create-user` in cms/.)
 */
export async function ensureSuperAdmin(strapi: Core.Strapi, email: string | undefined, password: string | undefined) {
  if (!email || !password) return;
  const roles = strapi.service('admin::role') as unknown as { getSuperAdmin(): Promise<{ id: number } | null> };
  const superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) return;
  const existing = await strapi.db.query('admin::user').count({ where: { roles: { id: superAdmin.id } } });
  if (existing > 0 || (await adminUsers(strapi).exists({ email }))) return;
  await adminUsers(strapi).create({
    email,
    firstname: 'Administrador',
    lastname: 'Necta',
    password,
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
}

/**
 * What the content editors (Strapi's Editor role) may open in the admin: the site's content and
 * the list of who receives customers' data. Not the staff notices to customers (the "Aviso"): those
 * belong to the role of bootstrap/notices-role.ts. On a fresh database Strapi gives that role every content type, customers'
 * accounts, contracts, bills and uploaded identity documents included; those permissions are
 * removed at every start, so a content type added later stays out until it is listed here.
 * Portal data is for the Super Admin and for roles an administrator creates (e.g. sales for the
 * connection requests, PORTAL-API.md §11f).
 */
export const EDITOR_CONTENT_TYPES: readonly string[] = [
  'api::page.page',
  'api::news.news',
  'api::news-category.news-category',
  'api::faq.faq',
  'api::quick-access.quick-access',
  'api::city.city',
  'api::location.location',
  'api::menu.menu',
  'api::popup.popup',
  'api::header-menu.header-menu',
  'api::landing-footer.landing-footer',
  'api::site-setting.site-setting',
  // Who receives customers' data and why (LGPD art. 18, PORTAL-API.md §13): kept by editors.
  'api::privacy.data-recipient',
  // 24h technical-assistance partners of the client area (spec 02): site content.
  'api::service.assistance-partner',
];

export async function keepEditorToSiteContent(strapi: Core.Strapi): Promise<number> {
  const editorRole = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  if (!editorRole) return 0;
  const portalData = Object.keys(strapi.contentTypes).filter(
    (uid) => (uid.startsWith('api::') || uid.startsWith('plugin::users-permissions.')) && !EDITOR_CONTENT_TYPES.includes(uid),
  );
  if (!portalData.length) return 0;
  return (await strapi.db.query('admin::permission').deleteMany({ where: { role: { id: editorRole.id }, subject: { $in: portalData } } }))
    .count;
}
