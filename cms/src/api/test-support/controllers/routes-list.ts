/**
 * GET /api/test-support/routes — every route Strapi serves under /api, with what its config
 * declares (policies and their config, the public / test-support markers, the body schema id),
 * for the route-table tests (tests/api/route-table.test.ts). `undeclared` lists the paths the
 * router serves that no API or plugin route file accounts for. `inputPasses` counts, per route,
 * the bodies the middleware `global::portal-input` let through to the controller.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { inputPasses } from '../../../middlewares/portal-input';
import { listContentApiRoutes } from '../../../portal/test-support/routes';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = { ...listContentApiRoutes(strapi), inputPasses: inputPasses() };
  },
});
