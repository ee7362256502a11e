import type { Core } from '@strapi/strapi';

/**
 * The public role gets nothing of the content API. Browsers never read the CMS: the site build
 * reads published content with its read-only token (CMS_READ_TOKEN), the draft preview renders
 * on the web server after checking the preview secret, and the site search goes through the
 * web server to the portal's own `/api/search`. Grants an older version gave the public role
 * on `api::` content types are revoked at every start (users-permissions' own auth actions,
 * e.g. the Google connect, stay).
 */
export async function revokePublicContentAccess(strapi: Core.Strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  await strapi.db.query('plugin::users-permissions.permission').deleteMany({ where: { role: role.id, action: { $startsWith: 'api::' } } });
}

/**
 * The authenticated role gets nothing either. Portal tokens are not users-permissions tokens
 * (portal/core/sessions.ts: own key and audience), so nobody should hold one of this role's
 * tokens; should one exist all the same (a token users-permissions issued before portal tokens
 * had their own key, or a grant an editor gave in the admin panel), it reaches no content type
 * and no plugin route (uploads, users): every permission of the role is removed at every start.
 */
export async function revokeAuthenticatedAccess(strapi: Core.Strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  if (!role) return;
  await strapi.db.query('plugin::users-permissions.permission').deleteMany({ where: { role: role.id } });
}

/**
 * What the site build reads: the site's own content types (pages, news, FAQ, menus, settings…),
 * `find`/`findOne` only. Nothing of the Media Library (`/api/upload/files`), nothing of the
 * portal: media reach the build populated inside the content.
 */
export const SITE_CONTENT_TYPES: readonly string[] = [
  'api::page.page',
  'api::news.news',
  'api::news-category.news-category',
  'api::faq.faq',
  'api::quick-access.quick-access',
  'api::menu.menu',
  'api::popup.popup',
  'api::header-menu.header-menu',
  'api::landing-footer.landing-footer',
  'api::site-setting.site-setting',
];

/** The token's actions: `find` of every site type, `findOne` of the collection types. */
export function siteReadPermissions(strapi: Core.Strapi): string[] {
  return SITE_CONTENT_TYPES.filter((uid) => strapi.contentTypes[uid as keyof typeof strapi.contentTypes]).flatMap((uid) => {
    const kind = (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { kind: string }).kind;
    return kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`];
  });
}

interface ApiTokens {
  hash(key: string): string;
  getByAccessKey(hash: string): Promise<{ id: number } | null>;
  create(attrs: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attrs: Record<string, unknown>): Promise<unknown>;
}

/**
 * The site build reads content with an API token whose key comes from the environment
 * (CMS_READ_TOKEN), so `npm start` can hand the same key to Astro. It is a custom token limited
 * to `siteReadPermissions` (a read-only token would also list the Media Library and read every
 * content type); a token made by an older version is narrowed at start.
 */
export async function ensureReadToken(strapi: Core.Strapi, accessKey: string | undefined) {
  if (!accessKey) return;
  const tokens = strapi.service('admin::api-token') as unknown as ApiTokens;
  const permissions = siteReadPermissions(strapi);
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(v: string): string };
  const name = 'site-build';
  const existing =
    (await tokens.getByAccessKey(tokens.hash(accessKey))) ??
    ((await strapi.db.query('admin::api-token').findOne({ where: { name } })) as { id: number } | null);
  const id = existing
    ? existing.id
    : (
        await tokens.create({
          name,
          description: 'Leitura do conteúdo do site pelo build (somente os tipos do site; sem mídia nem dados do portal)',
          type: 'custom',
          kind: 'content-api',
          lifespan: null,
          permissions,
        })
      ).id;
  if (existing) await tokens.update(id, { type: 'custom', permissions });
  await strapi.db
    .query('admin::api-token')
    .update({ where: { id }, data: { accessKey: tokens.hash(accessKey), encryptedKey: encryption.encrypt(accessKey) } });
}
