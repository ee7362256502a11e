/** Attendant contract search and service session (spec 02 §7, PORTAL-API.md §6). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { PortalState } from '../../../auth/access';
import { endService, searchContracts, startService } from '../../../auth/attendant';
import { bodyOf, handled } from '../../../auth/http';

const portal = (ctx: Context) => ctx.state.portal as PortalState;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  contracts: handled(async (ctx) => {
    ctx.body = { data: await searchContracts(strapi, ctx.query as Record<string, unknown>) };
  }),

  startSession: handled(async (ctx) => {
    ctx.body = { success: true, data: await startService(strapi, portal(ctx).session, bodyOf(ctx).contractId) };
  }),

  endSession: handled(async (ctx) => {
    await endService(strapi, portal(ctx).session);
    ctx.body = { success: true };
  }),
});
