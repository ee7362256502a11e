/** The tariff simulator block (docs/insights-simulator.md): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { simulatorTariffs } from '../../../portal/insights/simulator/tariffs';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async tariffs(ctx: Context) {
    ctx.body = await simulatorTariffs(strapi);
  },
});
