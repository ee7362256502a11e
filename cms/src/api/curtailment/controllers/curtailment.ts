/** Curtailment and flow notices (docs/curtailment.md): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userContractScope, userScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import { acknowledgeNotice, contractNotices } from '../../../portal/curtailment/client';
import { issueNotice, listNotices, withdrawNotice } from '../../../portal/curtailment/staff';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await listNotices(strapi);
  },
  async issue(ctx: Context) {
    ctx.status = 201;
    ctx.body = await issueNotice(strapi, userScope(ctx), bodyFor(ctx, 'curtailment.issue'));
  },
  async withdraw(ctx: Context) {
    ctx.body = await withdrawNotice(strapi, userScope(ctx), ctx.params.id);
  },
  async contractList(ctx: Context) {
    ctx.body = await contractNotices(strapi, userContractScope(ctx));
  },
  async acknowledge(ctx: Context) {
    ctx.body = await acknowledgeNotice(strapi, userContractScope(ctx), ctx.params.id);
  },
});
