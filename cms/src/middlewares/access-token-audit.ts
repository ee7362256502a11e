/**
 * Global middleware `global::access-token-audit`: every call that carries a personal access
 * token (`Authorization: Bearer ngp_…`, docs/access-tokens.md) leaves one row of
 * `api::audit.token-call` — token id, owner, method, declared route and status; never the token.
 * It sits outside `strapi::errors`, so the status it records is the one the caller received.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { auditTokenCall } from '../portal/core/access-tokens';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  (ctx: Context, next: Next) =>
    auditTokenCall(strapi, ctx, next);
