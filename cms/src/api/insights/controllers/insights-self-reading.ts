/** Self-reading (docs/insights-self-reading.md): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyFor } from '../../../portal/core/http';
import { contractScope, userContractScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { contestBill, sendSelfReading } from '../../../portal/insights/self-reading/submit';
import { readingPhoto } from '../../../portal/insights/self-reading/review';
import { selfReadingState } from '../../../portal/insights/self-reading/state';

const filesOf = (ctx: Context) => (ctx.request as { files?: unknown }).files;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async state(ctx: Context) {
    ctx.body = await selfReadingState(strapi, contractScope(ctx));
  },
  async send(ctx: Context) {
    ctx.body = await sendSelfReading(strapi, userContractScope(ctx), bodyFor(ctx, 'insights.self-reading'), filesOf(ctx));
  },
  async contest(ctx: Context) {
    ctx.body = await contestBill(strapi, userContractScope(ctx), ctx.params.numDoc, bodyFor(ctx, 'insights.contest'), filesOf(ctx));
  },
  async file(ctx: Context) {
    answerFile(ctx, await readingPhoto(strapi, ctx.params.protocol, ctx.params.position));
  },
});
