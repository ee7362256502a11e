/** ★ Pix payment confirmation: the signature needs the raw body, so the use case reads ctx. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { receivePixWebhook } from '../../../portal/invoices/pix-webhook';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async receive(ctx: Context) {
    ctx.body = await receivePixWebhook(strapi, ctx);
  },
});
