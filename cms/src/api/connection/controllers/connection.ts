/** New-connection contracting flow (PORTAL-API.md §11f): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { lookupCep } from '../../../portal/connection/cep';
import { listCities, listLocations } from '../../../portal/connection/places';
import { verifyDocument } from '../../../portal/connection/verify';
import { requestAddress } from '../../../portal/core/client-address';
import { answering, bodyOf } from '../../../portal/core/http';
import { answerFile } from '../../../portal/core/files';
import { requestFile } from '../../../portal/core/request-files';
import { CONNECTION_REQUEST_UID, submitConnectionRequest } from '../../../portal/connection/submit';

const header = (ctx: Context, name: string) => {
  const value = ctx.request.header[name];
  return typeof value === 'string' ? value : '';
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async verify(ctx: Context) {
    ctx.body = await verifyDocument(strapi, ctx.query, header(ctx, 'captcha'), requestAddress(ctx));
  },
  async cities(ctx: Context) {
    ctx.body = await listCities(strapi);
  },
  async locations(ctx: Context) {
    ctx.body = await listLocations(strapi, ctx.query);
  },
  async cep(ctx: Context) {
    ctx.body = await lookupCep(ctx.params.cep);
  },
  async submit(ctx: Context) {
    await answering(ctx, () => submitConnectionRequest(strapi, { body: bodyOf(ctx), files: (ctx.request as { files?: unknown }).files }));
  },
  async file(ctx: Context) {
    answerFile(ctx, await requestFile(strapi, CONNECTION_REQUEST_UID, ctx.params.protocol, ctx.params.position));
  },
});
