/** The suspension notice (docs/collections-suspension.md): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope } from '../../../portal/core/access';
import { suspensionView } from '../../../portal/collections/suspension/view';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async view(ctx: Context) {
    ctx.body = await suspensionView(strapi, contractScope(ctx));
  },
});
