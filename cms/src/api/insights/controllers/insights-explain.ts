/** The bill explained (issue 25 §1): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope } from '../../../portal/core/access';
import { explainInvoice } from '../../../portal/insights/explain/explain-bill';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async explain(ctx: Context) {
    ctx.body = await explainInvoice(strapi, contractScope(ctx).contract, ctx.params.numDoc);
  },
});
