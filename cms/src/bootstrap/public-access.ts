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
 * The site build reads content with a read-only API token whose key comes from the
 * environment (CMS_READ_TOKEN), so `npm start` can hand the same key to Astro.
 */
export async function ensureReadToken(strapi: Core.Strapi, accessKey: string | undefined) {
  if (!accessKey) return;
  const tokens = strapi.service('admin::api-token') as unknown as {
    hash(key: string): string;
    getByAccessKey(hash: string): Promise<unknown>;
    create(attrs: Record<string, unknown>): Promise<{ id: number }>;
  };
  if (await tokens.getByAccessKey(tokens.hash(accessKey))) return;
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(v: string): string };
  const name = 'site-build';
  const same = await strapi.db.query('admin::api-token').findOne({ where: { name } });
  const id =
    same?.id ??
    (
      await tokens.create({
        name,
        description: 'Leitura de conteúdo pelo build do site',
        type: 'read-only',
        kind: 'content-api',
        lifespan: null,
      })
    ).id;
  await strapi.db
    .query('admin::api-token')
    .update({ where: { id }, data: { accessKey: tokens.hash(accessKey), encryptedKey: encryption.encrypt(accessKey) } });
}
