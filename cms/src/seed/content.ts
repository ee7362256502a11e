import type { Core, UID } from '@strapi/strapi';
import { BLOCK_NAMES } from '../domain/blocks';
import { resolveMedia } from './media';
import { richTextToBlocks } from './rich-text';
import { listJson, readJson } from './site-files';

type Json = Record<string, unknown>;

interface SeedReport {
  created: Record<string, number>;
}

/**
 * Loads the starter content of `site/` into the CMS. Creates what is missing and leaves what
 * exists alone (editors own the content once it is in), so running it twice changes nothing.
 */
export async function seedContent(strapi: Core.Strapi): Promise<SeedReport> {
  const report: SeedReport = { created: {} };
  const count = (uid: string) => (report.created[uid] = (report.created[uid] ?? 0) + 1);
  await disableUploadResizing(strapi);

  for (const [uid, file, key] of [
    ['api::site-setting.site-setting', 'settings.json', null],
    ['api::menu.menu', 'menu.json', 'menu'],
    ['api::popup.popup', 'popup.json', 'popup'],
    ['api::header-menu.header-menu', 'header-menu.json', 'headerMenu'],
    ['api::landing-footer.landing-footer', 'landing-footer.json', 'footer'],
  ] as const) {
    const data = readJson<Json | null>(file, null);
    if (!data) continue;
    const existing = await strapi.documents(uid as UID.ContentType).findFirst({});
    if (existing) continue;
    const payload = key ? { [key]: await resolveMedia(strapi, clean(data)) } : await resolveMedia(strapi, clean(data));
    await create(strapi, uid, payload as Json);
    count(uid);
  }

  const categoryIds = new Map<string, string>();
  for (const category of readJson<Json[]>('news-categories.json', [])) {
    const slug = String(category.slug);
    const found = await strapi.documents('api::news-category.news-category').findFirst({ filters: { slug } });
    const doc = found ?? (await create(strapi, 'api::news-category.news-category', clean(category)));
    if (!found) count('api::news-category.news-category');
    categoryIds.set(slug, doc.documentId);
  }

  for (const { name, data } of listJson('news')) {
    const article = data as Json;
    const slug = String(article.slug ?? name);
    if (await strapi.documents('api::news.news').findFirst({ filters: { slug }, status: 'published' })) continue;
    const categorySlug = article.Categoria as string | null | undefined;
    const payload = {
      ...((await resolveMedia(strapi, clean(article))) as Json),
      slug,
      Categoria: categorySlug ? (categoryIds.get(categorySlug) ?? null) : null,
    };
    await create(strapi, 'api::news.news', payload);
    count('api::news.news');
  }

  await seedByKey(strapi, 'api::faq.faq', readJson<Json[]>('faq.json', []), 'Pergunta', count);
  await seedByKey(strapi, 'api::quick-access.quick-access', readJson<Json[]>('quick-access.json', []), 'Nome', count);
  await seedByKey(strapi, 'api::privacy.data-recipient', readJson<Json[]>('data-recipients.json', []), 'name', count);

  for (const city of readJson<Array<Json & { locations?: Json[] }>>('cities.json', [])) {
    const name = String(city.name);
    const found = await strapi.documents('api::city.city').findFirst({ filters: { name } });
    const doc = found ?? (await create(strapi, 'api::city.city', { name }));
    if (!found) count('api::city.city');
    for (const location of city.locations ?? []) {
      const exists = await strapi
        .documents('api::location.location')
        .findFirst({ filters: { name: String(location.name), city: { name } } });
      if (exists) continue;
      await create(strapi, 'api::location.location', { ...clean(location), city: doc.documentId });
      count('api::location.location');
    }
  }

  const fragments = new Map(listJson('catalogue').map(({ name, data }) => [name, data as Json]));
  for (const page of [...listJson('pages').map(({ data }) => data as Json), cataloguePage(fragments)]) {
    const path = String(page.path);
    if (await strapi.documents('api::page.page').findFirst({ filters: { path } })) continue;
    const blocks = ((page.blocks as Json[] | undefined) ?? []).map((block, i) =>
      expandFragment(block, fragments, `${path} block #${i + 1}`),
    );
    const payload = (await resolveMedia(strapi, clean({ ...page, blocks }))) as Json;
    await create(strapi, 'api::page.page', payload);
    count('api::page.page');
  }
  return report;
}

/** The page `/catalogo-de-blocos`: one instance of every catalogue block, in catalogue order. */
function cataloguePage(fragments: Map<string, Json>): Json {
  return {
    title: 'Catálogo de blocos',
    path: '/catalogo-de-blocos',
    type: 'default',
    show_header: true,
    show_footer: true,
    seo: {
      metaTitle: 'Catálogo de blocos',
      metaDescription: 'Todos os blocos de conteúdo do site, um de cada tipo.',
      metaRobots: 'noindex, nofollow',
    },
    blocks: BLOCK_NAMES.filter((name) => fragments.has(name)).map((name) => ({ $fragment: name })),
  };
}

function expandFragment(block: Json, fragments: Map<string, Json>, where: string): Json {
  if (typeof block.$fragment !== 'string') return block;
  const base = fragments.get(block.$fragment);
  if (!base) throw new Error(`${where}: unknown fragment "${block.$fragment}" (no site/catalogue/${block.$fragment}.json)`);
  return { ...structuredClone(base), ...((block.override as Json | undefined) ?? {}) };
}

async function seedByKey(strapi: Core.Strapi, uid: string, items: Json[], key: string, count: (uid: string) => void) {
  for (const item of items) {
    const filters = { [key]: item[key] };
    if (await strapi.documents(uid as UID.ContentType).findFirst({ filters: filters as never })) continue;
    await create(strapi, uid, (await resolveMedia(strapi, clean(item))) as Json);
    count(uid);
  }
}

async function create(strapi: Core.Strapi, uid: string, data: Json): Promise<{ documentId: string }> {
  const schema = strapi.contentTypes[uid as UID.ContentType] as unknown as { options?: { draftAndPublish?: boolean } };
  const publish = schema.options?.draftAndPublish ? { status: 'published' as const } : {};
  const { publishedAt: rawPublishedAt, ...raw } = data;
  const fields = richTextToBlocks(strapi, uid, raw, typeof raw.path === 'string' ? raw.path : undefined);
  const publishedAt = typeof rawPublishedAt === 'string' ? rawPublishedAt : undefined;
  const doc = await strapi.documents(uid as UID.ContentType).create({ data: fields as never, ...publish });
  if (publishedAt) {
    // Keep the article's own date: the document service stamps "now" when publishing.
    await strapi.db.query(uid as UID.ContentType).updateMany({
      where: { documentId: doc.documentId, publishedAt: { $notNull: true } },
      data: { publishedAt: new Date(publishedAt) } as never,
    });
  }
  return doc as { documentId: string };
}

/** Drops REST-only keys (ids) that a create call must not carry. */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value as Json)) {
      if (k === 'id' || k === 'documentId' || k === 'createdAt' || k === 'updatedAt' || k === 'publishedAt') continue;
      out[k] = clean(v);
    }
    if (typeof (value as Json).publishedAt === 'string' && !('__component' in out)) out.publishedAt = (value as Json).publishedAt;
    return out as T;
  }
  return value;
}

/** Astro optimizes images at build time; Strapi's extra formats would only slow uploads down. */
async function disableUploadResizing(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  const current = ((await store.get({})) as Json | null) ?? {};
  await store.set({ value: { ...current, sizeOptimization: false, responsiveDimensions: false, autoOrientation: false } });
}
