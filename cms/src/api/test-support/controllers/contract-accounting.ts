/** Test-support factory of an industrial contract's terms: a thin controller. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyOf } from '../../../portal/core/http';
import { createContractTerm } from '../../../portal/test-support/factories';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async term(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createContractTerm(strapi, bodyOf(ctx));
  },
});
