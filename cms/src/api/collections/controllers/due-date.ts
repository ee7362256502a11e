/** Due-date calls (docs/collections-due-date.md): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope, userContractScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import { changeDueDate, showDueDate } from '../../../portal/collections/due-date/due-date';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    ctx.body = await showDueDate(strapi, contractScope(ctx).contract);
  },
  async change(ctx: Context) {
    ctx.body = await changeDueDate(strapi, userContractScope(ctx), bodyFor(ctx, 'collections.due-date'));
  },
});
