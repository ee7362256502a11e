/** Profile calls (spec 01 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userContractScope, userScope } from '../../../portal/core/access';
import { bodyFor, bodyOf } from '../../../portal/core/http';
import {
  cancelLoginEmailChange,
  confirmLoginEmailChange,
  reauthenticateForLoginEmail,
  requestLoginEmailChange,
} from '../../../portal/contract/login-email';
import { sapData, updateSapData } from '../../../portal/contract/sap-data';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const { user, contract } = userContractScope(ctx);
    ctx.body = { data: await sapData(strapi, user, contract) };
  },

  async update(ctx: Context) {
    ctx.body = await updateSapData(strapi, userContractScope(ctx), bodyFor(ctx, 'user.sap-data'));
  },

  async checkLoginEmail(ctx: Context) {
    ctx.body = await requestLoginEmailChange(strapi, userScope(ctx), (ctx.request.query ?? {}) as Record<string, unknown>);
  },

  async confirmLoginEmail(ctx: Context) {
    ctx.body = await confirmLoginEmailChange(strapi, bodyOf(ctx));
  },

  async reauthLoginEmail(ctx: Context) {
    ctx.body = await reauthenticateForLoginEmail(strapi, userScope(ctx), bodyFor(ctx, 'user.login-reauth'));
  },

  async cancelLoginEmail(ctx: Context) {
    ctx.body = await cancelLoginEmailChange(strapi, bodyOf(ctx));
  },
});
