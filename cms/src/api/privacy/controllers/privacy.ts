/** Privacy calls: each reads the request and calls one use case of portal/privacy. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { requestAddress } from '../../../portal/core/client-address';
import { stringField, bodyFor } from '../../../portal/core/http';
import { answerFile } from '../../../portal/core/files';
import { changeConsent } from '../../../portal/privacy/consents';
import { downloadExport, latestExport, requestExport } from '../../../portal/privacy/exports';
import { createAccountRequest, createDpoContact } from '../../../portal/privacy/requests';
import { privacySummary } from '../../../portal/privacy/summary';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async summary(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await privacySummary(strapi, userScope(ctx));
  },

  async requestExport(ctx: Context) {
    ctx.status = 202;
    ctx.body = await requestExport(strapi, userScope(ctx), bodyFor(ctx, 'privacy.export'));
  },

  async latestExport(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await latestExport(strapi, userScope(ctx));
  },

  async downloadExport(ctx: Context) {
    answerFile(ctx, await downloadExport(strapi, userScope(ctx), (ctx.params as Record<string, unknown>).id));
  },

  async changeConsent(ctx: Context) {
    ctx.body = await changeConsent(strapi, userScope(ctx), bodyFor(ctx, 'privacy.consent'));
  },

  async createRequest(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createAccountRequest(strapi, userScope(ctx), bodyFor(ctx, 'privacy.request'));
  },

  async dpoContact(ctx: Context) {
    const body = bodyFor(ctx, 'privacy.dpo-contact');
    const header = ctx.request.header['x-captcha-token'];
    const captchaToken = (typeof header === 'string' && header) || stringField(body, 'captchaToken');
    ctx.status = 201;
    ctx.body = await createDpoContact(strapi, body, captchaToken, requestAddress(ctx));
  },
});
