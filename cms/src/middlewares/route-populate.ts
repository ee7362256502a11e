import type { Core } from '@strapi/strapi';
import { buildPopulate } from '../lib/deep-populate';

/**
 * Route-level populate: a route declares `config: { uid }` and gets the full populate of that
 * content type (dynamic zones with `on` fragments per block). Client-sent populate is replaced.
 */
export default (config: { uid: string }, { strapi }: { strapi: Core.Strapi }) => {
  let cached: Record<string, unknown> | null = null;
  return async (ctx: { query: Record<string, unknown> }, next: () => Promise<void>) => {
    cached ??= buildPopulate(strapi, config.uid);
    ctx.query = { ...ctx.query, populate: cached };
    await next();
  };
};
