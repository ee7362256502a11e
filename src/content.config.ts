import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { fetchAll, fetchSingle } from './lib/cms-client';
import { validateBlocks, type RawBlock } from './lib/block-validation';
import { richText } from './lib/cms-schemas';

/**
 * Content comes from Strapi at build time (content-layer loaders). Pages are validated block
 * by block, so a malformed entry fails the build with the page path and block named.
 */
const anyRecord = z.record(z.string(), z.unknown());

const pages = defineCollection({
  loader: async () => {
    const items = await fetchAll<{ path: string; blocks?: RawBlock[] } & Record<string, unknown>>('pages');
    return items.map((page) => ({ ...page, id: page.path, blocks: validateBlocks(page.path, page.blocks ?? []) }));
  },
  schema: z
    .object({
      title: z.string(),
      path: z.string(),
      type: z.string().nullish(),
      show_header: z.boolean().nullish(),
      show_footer: z.boolean().nullish(),
      seo: anyRecord.nullish(),
      blocks: z.array(anyRecord),
      updatedAt: z.string().nullish(),
    })
    .loose(),
});

const news = defineCollection({
  loader: async () => (await fetchAll<{ slug: string } & Record<string, unknown>>('news-items')).map((n) => ({ ...n, id: n.slug })),
  schema: z
    .object({
      Titulo: z.string(),
      slug: z.string(),
      Resumo: z.string().nullish(),
      Capa: anyRecord.nullish(),
      /** Rich text (Blocks, or a legacy Markdown/HTML string). */
      Conteudo: richText,
      Categoria: z.object({ Categoria: z.string(), slug: z.string() }).loose().nullish(),
      publishedAt: z.string(),
      updatedAt: z.string().nullish(),
      seo: anyRecord.nullish(),
    })
    .loose(),
});

const newsCategories = defineCollection({
  loader: async () => (await fetchAll<{ slug: string } & Record<string, unknown>>('news-categories')).map((c) => ({ ...c, id: c.slug })),
  schema: z.object({ Categoria: z.string(), slug: z.string() }).loose(),
});

const faqs = defineCollection({
  loader: async () => (await fetchAll<{ documentId: string } & Record<string, unknown>>('faqs')).map((f) => ({ ...f, id: f.documentId })),
  schema: z.object({ Pergunta: z.string(), Resposta: richText, Grupo: z.string().nullish(), Ordem: z.number().nullish() }).loose(),
});

const quickAccess = defineCollection({
  loader: async () =>
    (await fetchAll<{ documentId: string } & Record<string, unknown>>('quick-accesses')).map((q) => ({ ...q, id: q.documentId })),
  schema: z.object({ Nome: z.string(), Link: z.string(), Icone: anyRecord.nullish(), Ordem: z.number().nullish() }).loose(),
});

/** A single type as a one-entry collection with id `main`. */
function single(api: string) {
  return defineCollection({
    loader: async () => {
      const data = await fetchSingle<Record<string, unknown>>(api);
      return data ? [{ ...data, id: 'main' }] : [];
    },
    schema: anyRecord,
  });
}

export const collections = {
  pages,
  news,
  newsCategories,
  faqs,
  quickAccess,
  settings: single('site-setting'),
  menu: single('menu'),
  popup: single('popup'),
  headerMenu: single('header-menu'),
  landingFooter: single('landing-footer'),
};
