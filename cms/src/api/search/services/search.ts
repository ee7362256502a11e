import type { Core } from '@strapi/strapi';
import { buildPopulate } from '../../../lib/deep-populate';
import { excerptAround, foldText, htmlToText, textOfBlocks } from '../../../domain/plain-text';

export interface SearchResult {
  Titulo: string;
  Conteudo: string;
  Link: string;
}

/** Pages that exist for machinery, not for readers. */
const HIDDEN_PATHS = new Set(['/404', '/catalogo-de-blocos']);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(term: string): Promise<SearchResult[]> {
    const needle = foldText(term);
    const pages = await strapi.documents('api::page.page').findMany({
      status: 'published',
      populate: buildPopulate(strapi, 'api::page.page', 0) as never,
      limit: -1 as never,
    });
    const news = await strapi.documents('api::news.news').findMany({ status: 'published', sort: 'publishedAt:desc', limit: -1 as never });

    const results: Array<SearchResult & { score: number }> = [];
    for (const page of pages as unknown as Array<{ title: string; path: string; blocks?: unknown[] }>) {
      if (HIDDEN_PATHS.has(page.path)) continue;
      const body = textOfBlocks(page.blocks ?? []);
      const score = scoreOf(needle, page.title, body);
      if (score > 0) results.push({ Titulo: page.title, Conteudo: excerptAround(body, term), Link: page.path, score });
    }
    for (const item of news as unknown as Array<{ Titulo: string; slug: string; Resumo?: string | null; Conteudo?: string | null }>) {
      const body = [item.Resumo ?? '', htmlToText(item.Conteudo ?? '')].join(' ');
      const score = scoreOf(needle, item.Titulo, body);
      if (score > 0) results.push({ Titulo: item.Titulo, Conteudo: excerptAround(body, term), Link: `/noticias/${item.slug}`, score });
    }
    return results.sort((a, b) => b.score - a.score).map(({ score: _score, ...result }) => result);
  },
});

function scoreOf(needle: string, title: string, body: string): number {
  const inTitle = foldText(title).includes(needle) ? 2 : 0;
  const inBody = foldText(body).includes(needle) ? 1 : 0;
  return inTitle + inBody;
}
