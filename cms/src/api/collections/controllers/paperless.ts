/** Paperless bill calls (issue 24 §5): each reads the request and calls one use case of portal/collections/paperless. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userContractScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import { getPreferences, updatePreferences } from '../../../portal/collections/paperless/preferences';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async preferences(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await getPreferences(strapi, userContractScope(ctx));
  },

  async updatePreferences(ctx: Context) {
    ctx.body = await updatePreferences(strapi, userContractScope(ctx), bodyFor(ctx, 'collections.paperless-preferences'));
  },
});
