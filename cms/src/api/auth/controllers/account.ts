/** Account calls of spec 04 §7 and the logged password update of spec 02 §7 (PORTAL-API.md §5–§6). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ACCESS_MESSAGES } from '../../../domain/messages';
import { userScope } from '../../../portal/core/access';
import {
  completeRegistration,
  createPasswordWithLink,
  forgotPassword,
  linkTokenFromHeader,
  registerUser,
  resetPasswordWithLink,
  updatePassword,
  validateEmail,
} from '../../../portal/auth/account';
import { requestAddress } from '../../../portal/core/client-address';
import { bodyOf, stringField } from '../../../portal/core/http';

/** The captcha answer of a public form: body `captchaToken` or header `x-captcha-token`, and the client address. */
const captchaOf = (ctx: Context) => {
  const header = ctx.request.header['x-captcha-token'];
  return { token: (typeof header === 'string' && header) || stringField(bodyOf(ctx), 'captchaToken'), remoteIp: requestAddress(ctx) };
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async register(ctx: Context) {
    ctx.status = 201;
    ctx.body = { data: await registerUser(strapi, bodyOf(ctx), captchaOf(ctx)) };
  },

  async emailValidation(ctx: Context) {
    await validateEmail(strapi, stringField(bodyOf(ctx), 'token'));
    ctx.body = { status: 'VALIDATED', data: { message: ACCESS_MESSAGES.emailValidated } };
  },

  async updateData(ctx: Context) {
    ctx.body = await completeRegistration(strapi, userScope(ctx), bodyOf(ctx));
  },

  async forgotPassword(ctx: Context) {
    ctx.body = await forgotPassword(strapi, bodyOf(ctx), captchaOf(ctx));
  },

  async resetPassword(ctx: Context) {
    await resetPasswordWithLink(strapi, linkTokenFromHeader(ctx.request.header.authorization), bodyOf(ctx));
    ctx.body = { message: ACCESS_MESSAGES.passwordChanged };
  },

  async confirm(ctx: Context) {
    await createPasswordWithLink(strapi, linkTokenFromHeader(ctx.request.header.authorization), bodyOf(ctx));
    ctx.body = { message: ACCESS_MESSAGES.passwordCreated };
  },

  async updatePassword(ctx: Context) {
    const { user, session } = userScope(ctx);
    await updatePassword(strapi, user.id, session.id, bodyOf(ctx));
    ctx.body = { message: ACCESS_MESSAGES.loggedPasswordChanged };
  },
});
