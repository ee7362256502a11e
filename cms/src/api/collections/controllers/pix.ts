/** Dynamic Pix with due date (issue 24 §1): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userContractScope } from '../../../portal/core/access';
import { pixAmountDue } from '../../../portal/collections/pix/amount-due';
import { receiveCobvWebhook } from '../../../portal/collections/pix/webhook';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async webhook(ctx: Context) {
    ctx.body = await receiveCobvWebhook(strapi, ctx);
  },
  async amountDue(ctx: Context) {
    ctx.body = await pixAmountDue(strapi, userContractScope(ctx), ctx.params.numDoc, (ctx.request.query ?? {}) as Record<string, unknown>);
  },
});
