import type { Context } from 'koa';
import { openApiDocument } from '../../../portal/core/openapi';

let cached: string | null = null;

export default () => ({
  /** The document changes only with the code: built once, cacheable for an hour. */
  async document(ctx: Context) {
    cached ??= JSON.stringify(openApiDocument());
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = 'application/json';
    ctx.body = cached;
  },
});
