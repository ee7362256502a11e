/** Declaration calls (docs/collections-declaration.md): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { checkDeclaration, downloadDeclaration, listDeclarations } from '../../../portal/collections/declaration/declarations';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await listDeclarations(strapi, contractScope(ctx).contract);
  },
  async download(ctx: Context) {
    answerFile(ctx, await downloadDeclaration(strapi, contractScope(ctx).contract, ctx.params.year));
  },
  async check(ctx: Context) {
    ctx.body = await checkDeclaration(strapi, ctx.params.code);
  },
});
