/** Account calls of spec 04 §7 and the logged password update of spec 02 §7 (PORTAL-API.md §5–§6). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ACCESS_MESSAGES } from '../../../domain/messages';
import type { PortalState } from '../../../auth/access';
import {
  completeRegistration,
  createPasswordWithLink,
  forgotPassword,
  linkTokenFromHeader,
  registerUser,
  resetPasswordWithLink,
  updatePassword,
  validateEmail,
} from '../../../auth/account';
import { bodyOf, handled, stringField } from '../../../auth/http';
import { loadUser, meView } from '../../../auth/users';

const portal = (ctx: Context) => ctx.state.portal as PortalState;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  register: handled(async (ctx) => {
    ctx.status = 201;
    ctx.body = { data: await registerUser(strapi, bodyOf(ctx)) };
  }),

  emailValidation: handled(async (ctx) => {
    await validateEmail(strapi, stringField(bodyOf(ctx), 'token'));
    ctx.body = { status: 'VALIDATED', data: { message: ACCESS_MESSAGES.emailValidated } };
  }),

  updateData: handled(async (ctx) => {
    const { user, session } = portal(ctx);
    await completeRegistration(strapi, user!, bodyOf(ctx));
    ctx.body = { data: meView((await loadUser(strapi, user!.id))!, session) };
  }),

  forgotPassword: handled(async (ctx) => {
    ctx.body = await forgotPassword(strapi, bodyOf(ctx));
  }),

  resetPassword: handled(async (ctx) => {
    await resetPasswordWithLink(strapi, linkTokenFromHeader(ctx.request.header.authorization), bodyOf(ctx));
    ctx.body = { message: ACCESS_MESSAGES.passwordChanged };
  }),

  confirm: handled(async (ctx) => {
    await createPasswordWithLink(strapi, linkTokenFromHeader(ctx.request.header.authorization), bodyOf(ctx));
    ctx.body = { message: ACCESS_MESSAGES.passwordCreated };
  }),

  updatePassword: handled(async (ctx) => {
    const { user, session } = portal(ctx);
    await updatePassword(strapi, user!.id, session.id, bodyOf(ctx));
    ctx.body = { message: ACCESS_MESSAGES.loggedPasswordChanged };
  }),
});
