/** Notification calls: each reads the request and calls one use case of portal/notifications. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { deleteNotification, listNotifications, markAllRead, markRead } from '../../../portal/notifications/inbox';

const idOf = (ctx: Context) => (ctx.params as Record<string, unknown>).id;
const rawBody = (ctx: Context) => (ctx.request as { body?: unknown }).body;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await listNotifications(strapi, userScope(ctx));
  },

  async readAll(ctx: Context) {
    ctx.body = await markAllRead(strapi, userScope(ctx), rawBody(ctx));
  },

  async read(ctx: Context) {
    ctx.body = await markRead(strapi, userScope(ctx), idOf(ctx), rawBody(ctx));
  },

  async remove(ctx: Context) {
    ctx.body = await deleteNotification(strapi, userScope(ctx), idOf(ctx));
  },
});
