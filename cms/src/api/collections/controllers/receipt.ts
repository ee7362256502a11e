/** "Já paguei" (docs/collections-suspension.md): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyFor } from '../../../portal/core/http';
import { userContractScope } from '../../../portal/core/access';
import { answerFile } from '../../../portal/core/files';
import { sendReceipt } from '../../../portal/collections/receipt/submit';
import { receiptFile } from '../../../portal/collections/receipt/review';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(ctx: Context) {
    ctx.body = await sendReceipt(
      strapi,
      userContractScope(ctx),
      ctx.params.numDoc,
      bodyFor(ctx, 'collections.receipt'),
      (ctx.request as { files?: unknown }).files,
    );
  },
  async file(ctx: Context) {
    answerFile(ctx, await receiptFile(strapi, ctx.params.protocol, ctx.params.position));
  },
});
