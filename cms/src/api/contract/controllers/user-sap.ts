/** Profile calls (spec 01 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userContractScope, userScope } from '../../../portal/core/access';
import { bodyOf } from '../../../portal/core/http';
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
    ctx.body = await updateSapData(strapi, userContractScope(ctx), bodyOf(ctx));
  },

  async checkLoginEmail(ctx: Context) {
    ctx.body = await requestLoginEmailChange(strapi, userScope(ctx), (ctx.request.query ?? {}) as Record<string, unknown>);
  },

  async confirmLoginEmail(ctx: Context) {
    ctx.body = await confirmLoginEmailChange(strapi, bodyOf(ctx));
  },

  async reauthLoginEmail(ctx: Context) {
    ctx.body = await reauthenticateForLoginEmail(strapi, userScope(ctx), bodyOf(ctx));
  },

  async cancelLoginEmail(ctx: Context) {
    ctx.body = await cancelLoginEmailChange(strapi, bodyOf(ctx));
  },
});
