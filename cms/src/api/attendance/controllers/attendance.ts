/** Attendant contract search and service session (spec 02 §7, PORTAL-API.md §6). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { PortalState } from '../../../portal/core/access';
import { endService, searchContracts, startService } from '../../../portal/attendance/attendance';
import { bodyOf } from '../../../portal/core/http';

const portal = (ctx: Context) => ctx.state.portal as PortalState;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async contracts(ctx: Context) {
    ctx.body = { data: await searchContracts(strapi, ctx.query as Record<string, unknown>) };
  },

  async startSession(ctx: Context) {
    ctx.body = { success: true, data: await startService(strapi, portal(ctx).session, bodyOf(ctx).contractId, portal(ctx).user) };
  },

  async endSession(ctx: Context) {
    await endService(strapi, portal(ctx).session, portal(ctx).user);
    ctx.body = { success: true };
  },
});
