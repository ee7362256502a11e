/** The industrial contract cockpit (issue 26): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { cockpitOf, cockpitCsv, cockpitContracts } from '../../../portal/contract-accounting/cockpit';
import { portfolio } from '../../../portal/contract-accounting/portfolio';

const queryOf = (ctx: Context) => (ctx.request.query ?? {}) as Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async contracts(ctx: Context) {
    ctx.body = await cockpitContracts(strapi, userScope(ctx));
  },
  async portfolio(ctx: Context) {
    const answer = await portfolio(strapi, queryOf(ctx));
    if (answer.kind === 'file') answerFile(ctx, answer.file);
    else ctx.body = answer.body;
  },
  async cockpit(ctx: Context) {
    ctx.body = await cockpitOf(strapi, userScope(ctx), ctx.params.contractId, queryOf(ctx));
  },
  async export(ctx: Context) {
    answerFile(ctx, await cockpitCsv(strapi, userScope(ctx), ctx.params.contractId, queryOf(ctx)));
  },
});
