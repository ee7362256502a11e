/** Second factor (PORTAL-API.md §2b): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { requestAddress } from '../../../portal/core/client-address';
import { bodyOf } from '../../../portal/core/http';
import { loginWithSecondFactor } from '../../../portal/auth/login';
import * as factor from '../../../portal/auth/second-factor';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    ctx.body = await loginWithSecondFactor(strapi, bodyOf(ctx), requestAddress(ctx));
  },
  async status(ctx: Context) {
    ctx.body = await factor.secondFactorStatus(strapi, userScope(ctx));
  },
  async setup(ctx: Context) {
    ctx.body = await factor.startEnrolment(strapi, userScope(ctx), bodyOf(ctx));
  },
  async enable(ctx: Context) {
    ctx.body = await factor.finishEnrolment(strapi, userScope(ctx), bodyOf(ctx), requestAddress(ctx));
  },
  async disable(ctx: Context) {
    ctx.body = await factor.disableSecondFactor(strapi, userScope(ctx), bodyOf(ctx), requestAddress(ctx));
  },
});
