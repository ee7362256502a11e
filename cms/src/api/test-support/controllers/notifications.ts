/** Test-support notifications: a thin controller over portal/test-support/factories/notifications.ts. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyOf } from '../../../portal/core/http';
import { sendTestNotification } from '../../../portal/test-support/factories';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(ctx: Context) {
    ctx.status = 201;
    ctx.body = await sendTestNotification(strapi, bodyOf(ctx));
  },
});
