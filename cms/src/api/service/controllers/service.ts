/** Service requests (PORTAL-API.md §15): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyFor } from '../../../portal/core/http';
import { userContractScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { requestFile } from '../../../portal/core/request-files';
import { SERVICE_REQUEST_UID } from '../../../portal/service/store';
import { listAssistancePartners } from '../../../portal/service/assistance';
import {
  contractDebits,
  noticeImageFile,
  reconnectionCalendar,
  reconnectionType,
  requestReconnection,
  verifyReconnection,
} from '../../../portal/service/reconnection';
import { requestSuspension, suspensionCalendar, verifySuspension } from '../../../portal/service/suspension';
import { requestTemporaryBlock, verifyTemporaryBlock } from '../../../portal/service/temporary-block';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async reconnectionVerify(ctx: Context) {
    ctx.body = await verifyReconnection(strapi, userContractScope(ctx));
  },
  async reconnectionCalendar(ctx: Context) {
    ctx.body = await reconnectionCalendar(strapi);
  },
  async reconnectionType(ctx: Context) {
    ctx.body = await reconnectionType(strapi, userContractScope(ctx));
  },
  async reconnectionNoticeImage(ctx: Context) {
    const image = await noticeImageFile(strapi);
    ctx.set('Content-Type', image.contentType);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = image.body;
  },
  async requestFile(ctx: Context) {
    answerFile(ctx, await requestFile(strapi, SERVICE_REQUEST_UID, ctx.params.protocol, ctx.params.position));
  },
  async debits(ctx: Context) {
    ctx.body = await contractDebits(strapi, userContractScope(ctx));
  },
  async reconnection(ctx: Context) {
    ctx.body = await requestReconnection(
      strapi,
      userContractScope(ctx),
      bodyFor(ctx, 'service.reconnection'),
      (ctx.request as { files?: unknown }).files,
    );
  },
  async suspensionVerify(ctx: Context) {
    ctx.body = await verifySuspension(strapi, userContractScope(ctx));
  },
  async suspensionCalendar(ctx: Context) {
    ctx.body = await suspensionCalendar(strapi);
  },
  async suspension(ctx: Context) {
    ctx.body = await requestSuspension(strapi, userContractScope(ctx), bodyFor(ctx, 'service.supply-suspension'));
  },
  async temporaryBlockVerify(ctx: Context) {
    ctx.body = await verifyTemporaryBlock(strapi, userContractScope(ctx));
  },
  async temporaryBlock(ctx: Context) {
    ctx.body = await requestTemporaryBlock(strapi, userContractScope(ctx), bodyFor(ctx, 'service.temporary-block'));
  },
  async assistance(ctx: Context) {
    ctx.body = await listAssistancePartners(strapi);
  },
});
