/** "Meu consumo" (issue 25 §2): each reads the request and calls one use case of portal/insights/consumption. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope, userContractScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import { consumptionOf } from '../../../portal/insights/consumption/series';
import { getAlertSettings, updateAlertSettings } from '../../../portal/insights/consumption/settings';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async series(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await consumptionOf(strapi, contractScope(ctx), ctx.query);
  },

  async alert(ctx: Context) {
    ctx.set('cache-control', 'no-store');
    ctx.body = await getAlertSettings(strapi, userContractScope(ctx));
  },

  async updateAlert(ctx: Context) {
    ctx.body = await updateAlertSettings(strapi, userContractScope(ctx), bodyFor(ctx, 'insights.consumption-alert'));
  },
});
