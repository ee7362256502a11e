/** Pix Automático calls (docs/collections-pix-automatico.md): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userContractScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import { authorisePixAutomatico, cancelPixAutomatico, showPixAutomatico } from '../../../portal/collections/pix/automatic/recurrences';
import { receiveCobrWebhook, receiveRecWebhook } from '../../../portal/collections/pix/automatic/webhooks';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await showPixAutomatico(strapi, userContractScope(ctx));
  },
  async authorise(ctx: Context) {
    ctx.status = 201;
    ctx.body = await authorisePixAutomatico(strapi, userContractScope(ctx), bodyFor(ctx, 'collections.pix-automatico'));
  },
  async cancel(ctx: Context) {
    ctx.body = await cancelPixAutomatico(strapi, userContractScope(ctx));
  },
  async webhookRec(ctx: Context) {
    ctx.body = await receiveRecWebhook(strapi, ctx);
  },
  async webhookCobr(ctx: Context) {
    ctx.body = await receiveCobrWebhook(strapi, ctx);
  },
});
