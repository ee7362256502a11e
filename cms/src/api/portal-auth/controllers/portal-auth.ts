/** Sign-in, sign-out, the current user and the client-area menu (PORTAL-API.md §2–§4). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { menuFor } from '../../../domain/menu';
import { ACCESS_MESSAGES } from '../../../domain/messages';
import type { PortalState } from '../../../auth/access';
import { captchaEnabled } from '../../../auth/captcha';
import { completeGoogleSignIn, googleConfigured } from '../../../auth/google';
import { badRequest, bodyOf, handled, stringField, unauthorized } from '../../../auth/http';
import { loginSimplifiedInvoice, loginWithGoogle, loginWithPassword } from '../../../auth/login';
import { resolveSession, revokeSession } from '../../../auth/sessions';
import { USER_UID } from '../../../auth/types';
import { loadUser, meView } from '../../../auth/users';

const portal = (ctx: Context) => ctx.state.portal as PortalState;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  login: handled(async (ctx) => {
    ctx.body = await loginWithPassword(strapi, bodyOf(ctx), ctx.request.ip);
  }),

  /** Google is done (grant callback): send the browser on to the site with an exchange code. */
  async googleComplete(ctx: Context) {
    const session = (ctx as unknown as { session?: { grant?: { response?: unknown } } | null }).session;
    const grantResponse = session?.grant?.response;
    // The grant response is single use: a replayed cookie must not sign in twice.
    if (session?.grant) session.grant = {};
    ctx.redirect(await completeGoogleSignIn(strapi, grantResponse));
  },

  google: handled(async (ctx) => {
    const body = bodyOf(ctx);
    ctx.body = await loginWithGoogle(strapi, stringField(body, 'code'), body.keepConnected === true);
  }),

  simplifiedInvoice: handled(async (ctx) => {
    ctx.body = await loginSimplifiedInvoice(strapi, bodyOf(ctx));
  }),

  logout: handled(async (ctx) => {
    const session = await resolveSession(strapi, ctx);
    if (!session) throw unauthorized(ACCESS_MESSAGES.sessionExpired);
    await revokeSession(strapi, session.id);
    ctx.body = { ok: true };
  }),

  async providers(ctx: Context) {
    const grant = (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'grant' })) as {
      google?: { enabled?: boolean };
    } | null;
    ctx.body = { google: googleConfigured() && Boolean(grant?.google?.enabled), captcha: captchaEnabled() };
  },

  async me(ctx: Context) {
    const { user, session } = portal(ctx);
    ctx.body = { data: meView(user!, session) };
  },

  async menu(ctx: Context) {
    const { user, permissions } = portal(ctx);
    ctx.body = { data: menuFor({ role: user!.portalRole, permissions, isAccountOwner: !user!.accountOwner }) };
  },

  selectContract: handled(async (ctx) => {
    const { user, session, contract } = portal(ctx);
    if (typeof bodyOf(ctx).contractId !== 'string')
      throw badRequest(ACCESS_MESSAGES.contractNotFound, { contractId: ACCESS_MESSAGES.fieldRequired });
    await strapi.db.query(USER_UID).update({ where: { id: user!.id }, data: { selectedContract: contract!.id } });
    ctx.body = { data: meView((await loadUser(strapi, user!.id))!, session) };
  }),

  async simplifiedSession(ctx: Context) {
    const { contract } = portal(ctx);
    ctx.body = {
      data: { consumerName: contract!.consumerName, consumerCode: contract!.consumerCode, consumerCpfCnpj: contract!.consumerCpfCnpj },
    };
  },
});
