import type { Core } from '@strapi/strapi';

/** Content the public site reads: anyone may find it, nobody anonymous may change it. */
const PUBLIC_READ = [
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

export async function grantPublicRead(strapi: Core.Strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  const actions = PUBLIC_READ.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);
  const existing = await strapi.db
    .query('plugin::users-permissions.permission')
    .findMany({ where: { role: role.id, action: { $in: actions } } });
  const have = new Set(existing.map((p: { action: string }) => p.action));
  for (const action of actions) {
    if (have.has(action)) continue;
    await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
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
