/** Platform users (spec 02 §7): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import { requestAddress } from '../../../portal/core/client-address';
import { createUser, deleteUser, listUsers, resetSecondFactor, sendPasswordReset, updateUser } from '../../../portal/administration/users';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await listUsers(strapi, ctx.query as Record<string, unknown>);
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createUser(strapi, userScope(ctx), bodyFor(ctx, 'admin.platform-user'));
  },
  async update(ctx: Context) {
    ctx.body = await updateUser(strapi, userScope(ctx), ctx.params.id, bodyFor(ctx, 'admin.platform-user'));
  },
  async remove(ctx: Context) {
    ctx.body = await deleteUser(strapi, userScope(ctx), ctx.params.id);
  },
  async resetPassword(ctx: Context) {
    ctx.body = await sendPasswordReset(strapi, userScope(ctx), ctx.params.id);
  },
  async resetSecondFactor(ctx: Context) {
    ctx.body = await resetSecondFactor(strapi, userScope(ctx), ctx.params.id, requestAddress(ctx));
  },
});
