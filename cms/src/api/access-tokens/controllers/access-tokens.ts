/** "Acesso por API" (issue 26 §6): each call reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import * as tokens from '../../../portal/access-tokens/tokens';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await tokens.listTokens(strapi, userScope(ctx));
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await tokens.createToken(strapi, userScope(ctx), bodyFor(ctx, 'access-tokens.create'));
  },
  async revoke(ctx: Context) {
    ctx.body = await tokens.revokeToken(strapi, userScope(ctx), ctx.params.id);
  },
});
