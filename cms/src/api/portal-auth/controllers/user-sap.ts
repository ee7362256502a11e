/** GET /api/user/sap (spec 01 §7): SAP data of the contract in use. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { PortalState } from '../../../auth/access';
import { sapData } from '../../../auth/attendant';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const { user, contract } = ctx.state.portal as PortalState;
    ctx.body = { data: await sapData(strapi, user!, contract!) };
  },
});
