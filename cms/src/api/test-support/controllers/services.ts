/** Test-support factories of the service domain: thin controllers over portal/test-support/factories/services.ts. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyOf } from '../../../portal/core/http';
import { createInterruption, setServiceSettings, setServiceSlot } from '../../../portal/test-support/factories';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async interruption(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createInterruption(strapi, bodyOf(ctx));
  },
  async slot(ctx: Context) {
    ctx.body = await setServiceSlot(strapi, bodyOf(ctx));
  },
  async settings(ctx: Context) {
    ctx.body = await setServiceSettings(strapi, bodyOf(ctx));
  },
});
