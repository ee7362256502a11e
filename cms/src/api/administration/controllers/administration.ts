/** Administration calls (spec 02 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import { createGroup, deleteGroup, getGroup, listGroups, permissionCatalogue, updateGroup } from '../../../portal/administration/groups';
import {
  createSecondaryUser,
  deleteSecondaryUser,
  listSecondaryUsers,
  updateSecondaryUser,
} from '../../../portal/administration/secondary-users';
import { listProfiles, listRoles } from '../../../portal/administration/users';

const query = (ctx: Context) => ctx.query as Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async permissionCatalogue(ctx: Context) {
    ctx.body = permissionCatalogue();
  },
  async listGroups(ctx: Context) {
    ctx.body = await listGroups(strapi);
  },
  async getGroup(ctx: Context) {
    ctx.body = await getGroup(strapi, ctx.params.id);
  },
  async createGroup(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createGroup(strapi, userScope(ctx), bodyFor(ctx, 'admin.group'));
  },
  async updateGroup(ctx: Context) {
    ctx.body = await updateGroup(strapi, userScope(ctx), ctx.params.id, bodyFor(ctx, 'admin.group'));
  },
  async deleteGroup(ctx: Context) {
    ctx.body = await deleteGroup(strapi, userScope(ctx), ctx.params.id);
  },
  async listRoles(ctx: Context) {
    ctx.body = listRoles();
  },
  async listProfiles(ctx: Context) {
    ctx.body = await listProfiles(strapi, query(ctx));
  },
  async listSecondaryUsers(ctx: Context) {
    ctx.body = await listSecondaryUsers(strapi, userScope(ctx));
  },
  async createSecondaryUser(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createSecondaryUser(strapi, userScope(ctx), bodyFor(ctx, 'admin.secondary-user'));
  },
  async updateSecondaryUser(ctx: Context) {
    ctx.body = await updateSecondaryUser(strapi, userScope(ctx), ctx.params.id, bodyFor(ctx, 'admin.secondary-user'));
  },
  async deleteSecondaryUser(ctx: Context) {
    ctx.body = await deleteSecondaryUser(strapi, userScope(ctx), ctx.params.id);
  },
});
