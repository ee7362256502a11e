/** Test-support factories of the consumption programming: thin controllers. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyOf } from '../../../portal/core/http';
import { createAxis, createDay, joinAxis } from '../../../portal/test-support/factories';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async axis(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createAxis(strapi, bodyOf(ctx));
  },
  async industrial(ctx: Context) {
    ctx.status = 201;
    ctx.body = await joinAxis(strapi, bodyOf(ctx));
  },
  async day(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createDay(strapi, bodyOf(ctx));
  },
});
