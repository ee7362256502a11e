import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { currentSiteBuilds } from '../../portal/site-build';

/**
 * The admin's routes for the site's build (docs/cms-admin.md, "The site's build"), answered to any
 * signed-in admin user (editors included) with the admin's own token, beside the admin's other
 * routes (`/site-build/...`, as plugins' routes are):
 * - GET  /site-build/status — the web instances' last build: when, ok or failed, the page and
 *   block that broke it and why, and whether a build is under way;
 * - POST /site-build/retry  — asks the web instances for a new build at once ("Tentar novamente").
 * Strapi mounts routes before the app's bootstrap, so they are registered in `register`.
 */
export function registerSiteBuildRoutes(strapi: Core.Strapi) {
  const signedIn = { policies: ['admin::isAuthenticatedAdmin'] };
  strapi.server.routes({
    type: 'admin',
    prefix: '/site-build',
    routes: [
      {
        method: 'GET',
        path: '/status',
        handler: async (ctx: Context) => {
          const builds = currentSiteBuilds();
          ctx.set('Cache-Control', 'no-store');
          ctx.body = builds ? await builds.status() : { reachable: false, building: false, lastBuild: null };
        },
        config: signedIn,
        info: { apiName: 'site-build' },
      },
      {
        method: 'POST',
        path: '/retry',
        handler: async (ctx: Context) => {
          const builds = currentSiteBuilds();
          const sent = builds ? await builds.requestNow('admin.retry') : { asked: 0, accepted: 0 };
          ctx.status = 202;
          ctx.body = sent;
        },
        config: signedIn,
        info: { apiName: 'site-build' },
      },
    ],
  });
}
