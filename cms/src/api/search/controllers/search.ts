import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/search?search=term → [{ Titulo, Conteudo, Link }] over published pages and news. */
  async find(ctx: { query: Record<string, unknown>; body: unknown; badRequest: (msg: string) => void }) {
    const raw = ctx.query.search ?? '';
    // Repeated keys or bracket syntax arrive as arrays/objects: a client error, not "no term".
    if (typeof raw !== 'string') return ctx.badRequest('O termo de busca deve ser um texto.');
    const term = raw.trim();
    if (term.length > 200) return ctx.badRequest('O termo de busca é muito longo.');
    ctx.body = term ? await strapi.service('api::search.search').search(term) : [];
  },
});
