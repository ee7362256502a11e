/** Attendant contract search and service session (spec 02 §7, PORTAL-API.md §6). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { endService, searchContracts, startService } from '../../../portal/attendance/attendance';
import { bodyOf } from '../../../portal/core/http';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async contracts(ctx: Context) {
    ctx.body = { data: await searchContracts(strapi, ctx.query as Record<string, unknown>) };
  },

  async startSession(ctx: Context) {
    ctx.body = { success: true, data: await startService(strapi, userScope(ctx).session, bodyOf(ctx).contractId, userScope(ctx).user) };
  },

  async endSession(ctx: Context) {
    await endService(strapi, userScope(ctx).session, userScope(ctx).user);
    ctx.body = { success: true };
  },
});
