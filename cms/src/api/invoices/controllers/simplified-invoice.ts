/** Simplified invoice calls (spec 01 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { simplifiedDetails, simplifiedList, simplifiedPdf } from '../../../portal/invoices/simplified';

const contractOf = (ctx: Context) => contractScope(ctx).contract;
const queryOf = (ctx: Context) => (ctx.request.query ?? {}) as Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await simplifiedList(strapi, contractOf(ctx));
  },
  async details(ctx: Context) {
    ctx.body = await simplifiedDetails(strapi, contractOf(ctx), queryOf(ctx));
  },
  async generate(ctx: Context) {
    answerFile(ctx, await simplifiedPdf(strapi, contractOf(ctx), queryOf(ctx)));
  },
});
