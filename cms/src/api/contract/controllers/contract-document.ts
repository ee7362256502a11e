/** The contract as a document (HTML, or a PDF with download=true) and by e-mail. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope, userContractScope } from '../../../portal/core/access';
import { contractDocument, sendContract } from '../../../portal/contract/document';
import { answerFile } from '../../../portal/core/files';

const queryOf = (ctx: Context) => (ctx.request.query ?? {}) as Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    const answer = await contractDocument(strapi, contractScope(ctx), queryOf(ctx));
    if ('html' in answer) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = answer.html;
    } else answerFile(ctx, answer);
  },
  async send(ctx: Context) {
    ctx.body = await sendContract(strapi, userContractScope(ctx), queryOf(ctx));
  },
});
