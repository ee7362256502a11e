/** GET /api/user/attendant-changes: the attendant changes of the contract in use. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope } from '../../../portal/core/access';
import { listAttendantChanges } from '../../../portal/audit/attendant-changes';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await listAttendantChanges(strapi, contractScope(ctx).contract);
  },
});
