import type { Core } from '@strapi/strapi';
import { searchTermError } from '../../../domain/search-text';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/search?search=term → [{ Titulo, Conteudo, Link }] over published pages and news.
   * The query is parsed before this controller (`search` of cms/src/domain/query-schemas.ts):
   * repeated keys or bracket syntax (arrays, objects) and terms too long are refused there.
   */
  async find(ctx: { query: Record<string, unknown>; body: unknown; badRequest: (msg: string) => void }) {
    const error = searchTermError(ctx.query.search);
    if (error) return ctx.badRequest(error);
    const term = typeof ctx.query.search === 'string' ? ctx.query.search.trim() : '';
    ctx.body = term ? await strapi.service('api::search.search').search(term) : [];
  },
});
