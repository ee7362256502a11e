/** Test-support factory of the planned interruptions: a thin controller over portal/test-support/factories/insights-interruptions.ts. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyOf } from '../../../portal/core/http';
import { createPlannedInterruption } from '../../../portal/test-support/factories';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async plannedInterruption(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createPlannedInterruption(strapi, bodyOf(ctx));
  },
});
