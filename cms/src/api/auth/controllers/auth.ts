/** Sign-in, sign-out, the current user and the client-area menu (PORTAL-API.md §2–§4). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope, userContractScope, userScope } from '../../../portal/core/access';
import { completeGoogleSignIn, startGoogleSignIn } from '../../../portal/auth/google';
import { requestAddress } from '../../../portal/core/client-address';
import { bodyOf } from '../../../portal/core/http';
import { loginSimplifiedInvoice, loginWithGoogle, loginWithPassword } from '../../../portal/auth/login';
import * as calls from '../../../portal/auth/session-calls';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    ctx.body = await loginWithPassword(strapi, bodyOf(ctx), requestAddress(ctx));
  },

  /** The site starts Google sign-in here with the hash of its state cookie. */
  async googleStart(ctx: Context) {
    ctx.redirect(startGoogleSignIn(strapi, ctx));
  },

  /** Google sends the browser back here: send it on to the site with an exchange code. */
  async googleCallback(ctx: Context) {
    ctx.redirect(await completeGoogleSignIn(strapi, ctx));
  },

  async google(ctx: Context) {
    ctx.body = await loginWithGoogle(strapi, bodyOf(ctx), requestAddress(ctx));
  },

  async simplifiedInvoice(ctx: Context) {
    ctx.body = await loginSimplifiedInvoice(strapi, bodyOf(ctx));
  },

  async logout(ctx: Context) {
    ctx.body = await calls.logout(strapi, ctx);
  },

  async providers(ctx: Context) {
    ctx.body = calls.providers();
  },

  async me(ctx: Context) {
    ctx.body = calls.me(userScope(ctx));
  },

  async menu(ctx: Context) {
    ctx.body = calls.menu(userScope(ctx));
  },

  async selectContract(ctx: Context) {
    ctx.body = await calls.selectContract(strapi, userContractScope(ctx), bodyOf(ctx));
  },

  async simplifiedSession(ctx: Context) {
    ctx.body = calls.simplifiedSession(contractScope(ctx));
  },
});
