/** Invoice calls (spec 01 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope, userContractScope } from '../../../portal/core/access';
import { invoiceDetails } from '../../../portal/invoices/details';
import { downloadInvoice, sendInvoice } from '../../../portal/invoices/delivery';
import { exportInvoices } from '../../../portal/invoices/export';
import { answerFile } from '../../../portal/core/files';
import { listInvoices } from '../../../portal/invoices/list';
import { answerBytes } from '../../../portal/core/answer-cache';

const queryOf = (ctx: Context) => (ctx.request.query ?? {}) as Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    // The list is kept per contract revision (portal/invoices/list-cache.ts): its JSON bytes too.
    ctx.type = 'application/json';
    ctx.body = answerBytes(await listInvoices(strapi, contractScope(ctx).contract, queryOf(ctx)));
  },
  async export(ctx: Context) {
    answerFile(ctx, await exportInvoices(strapi, contractScope(ctx).contract, queryOf(ctx)));
  },
  async details(ctx: Context) {
    ctx.body = await invoiceDetails(strapi, userContractScope(ctx), ctx.params.numDoc, queryOf(ctx));
  },
  async download(ctx: Context) {
    answerFile(ctx, await downloadInvoice(strapi, userContractScope(ctx), ctx.params.numDoc, queryOf(ctx)));
  },
  async send(ctx: Context) {
    ctx.body = await sendInvoice(strapi, userContractScope(ctx), ctx.params.numDoc, queryOf(ctx));
  },
});
