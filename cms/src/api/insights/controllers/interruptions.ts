/** Planned interruptions (docs/insights-interruptions.md): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope } from '../../../portal/core/access';
import { contractInterruptions, publicInterruptions } from '../../../portal/insights/interruptions/view';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async publicList(ctx: Context) {
    ctx.body = await publicInterruptions(strapi);
    // Fresh within a minute of a change, without a rebuild; the site's island reads it.
    ctx.set('Cache-Control', 'public, max-age=60');
  },
  async contractList(ctx: Context) {
    ctx.body = await contractInterruptions(strapi, contractScope(ctx));
  },
});
