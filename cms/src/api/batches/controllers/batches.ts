/** Upload and batch calls (spec 02 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { batchFile, batchItemFile, listBatchItems, listBatches, uploadInstallations, uploadInvoices } from '../../../portal/batches';

const filesOf = (ctx: Context) => (ctx.request as { files?: unknown }).files;
const queryOf = (ctx: Context) => (ctx.request.query ?? {}) as Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async uploadInvoices(ctx: Context) {
    ctx.status = 201;
    ctx.body = await uploadInvoices(strapi, userScope(ctx), filesOf(ctx));
  },
  async uploadInstallations(ctx: Context) {
    ctx.status = 201;
    ctx.body = await uploadInstallations(strapi, userScope(ctx), filesOf(ctx));
  },
  async list(ctx: Context) {
    ctx.body = await listBatches(strapi, queryOf(ctx));
  },
  async items(ctx: Context) {
    ctx.body = await listBatchItems(strapi, queryOf(ctx));
  },
  async file(ctx: Context) {
    answerFile(ctx, await batchFile(strapi, ctx.params.id));
  },
  async itemFile(ctx: Context) {
    answerFile(ctx, await batchItemFile(strapi, ctx.params.id));
  },
});
