/** Débito automático calls (docs/collections-direct-debit.md): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userContractScope, userScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { bodyFor } from '../../../portal/core/http';
import { cancelDirectDebit, enrolDirectDebit, showDirectDebit } from '../../../portal/collections/direct-debit/enrolments';
import { directDebitFile, listDirectDebitFiles, uploadReturnFile } from '../../../portal/collections/direct-debit/files';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await showDirectDebit(strapi, userContractScope(ctx));
  },
  async enrol(ctx: Context) {
    ctx.status = 201;
    ctx.body = await enrolDirectDebit(strapi, userContractScope(ctx), bodyFor(ctx, 'collections.direct-debit'));
  },
  async cancel(ctx: Context) {
    ctx.body = await cancelDirectDebit(strapi, userContractScope(ctx));
  },
  async files(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await listDirectDebitFiles(strapi);
  },
  async uploadReturn(ctx: Context) {
    ctx.status = 202;
    ctx.body = await uploadReturnFile(strapi, userScope(ctx), bodyFor(ctx, 'collections.direct-debit-return'));
  },
  async download(ctx: Context) {
    answerFile(ctx, await directDebitFile(strapi, (ctx.params as Record<string, unknown>).id));
  },
});
