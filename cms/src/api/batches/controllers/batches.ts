/** Upload and batch calls (spec 02 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { PortalState } from '../../../portal/core/access';
import {
  batchFile,
  batchItemFile,
  listBatchItems,
  listBatches,
  uploadInstallations,
  uploadInvoices,
  type BatchFile,
} from '../../../portal/batches';

const portalOf = (ctx: Context) => ctx.state.portal as PortalState;
const filesOf = (ctx: Context) => (ctx.request as { files?: unknown }).files;
const queryOf = (ctx: Context) => (ctx.request.query ?? {}) as Record<string, unknown>;

/** The file with its own name (RFC 6266: an ASCII fallback and the UTF-8 name). */
function answer(ctx: Context, file: BatchFile): void {
  const ascii =
    file.filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  ctx.set('Content-Type', file.contentType);
  ctx.set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.body;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async uploadInvoices(ctx: Context) {
    ctx.status = 201;
    ctx.body = await uploadInvoices(strapi, portalOf(ctx), filesOf(ctx));
  },
  async uploadInstallations(ctx: Context) {
    ctx.status = 201;
    ctx.body = await uploadInstallations(strapi, portalOf(ctx), filesOf(ctx));
  },
  async list(ctx: Context) {
    ctx.body = await listBatches(strapi, queryOf(ctx));
  },
  async items(ctx: Context) {
    ctx.body = await listBatchItems(strapi, queryOf(ctx));
  },
  async file(ctx: Context) {
    answer(ctx, await batchFile(strapi, ctx.params.id));
  },
  async itemFile(ctx: Context) {
    answer(ctx, await batchItemFile(strapi, ctx.params.id));
  },
});
