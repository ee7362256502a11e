/** Test support of the private-files migration: a thin controller over portal/test-support/legacy-files. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyOf } from '../../../portal/core/http';
import { createLegacyFiles, runMigration } from '../../../portal/test-support/legacy-files';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async legacy(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createLegacyFiles(strapi, bodyOf(ctx));
  },
  async migrate(ctx: Context) {
    ctx.body = await runMigration(strapi, bodyOf(ctx));
  },
});
