/** Customer-code help (PORTAL-API.md §11e). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { requestCustomerCode } from '../../../portal/auth/customer-code';
import { requestAddress } from '../../../portal/core/client-address';
import { bodyOf, stringField } from '../../../portal/core/http';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async request(ctx: Context) {
    const body = bodyOf(ctx);
    const header = ctx.request.header['x-captcha-token'];
    const captchaToken = (typeof header === 'string' && header) || stringField(body, 'captchaToken');
    ctx.body = await requestCustomerCode(strapi, body, captchaToken, requestAddress(ctx));
  },
});
