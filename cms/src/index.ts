import type { Core } from '@strapi/strapi';
import { bootstrapAuth } from './auth/bootstrap';
import { ensureEditor } from './bootstrap/editor';
import { notifySiteOnPublish } from './bootstrap/publish-hook';
import { ensureReadToken, grantPublicRead } from './bootstrap/public-access';
import { isEmptyDatabase, seedAll } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapAuth(strapi);
    await grantPublicRead(strapi);
    await ensureReadToken(strapi, process.env.CMS_READ_TOKEN);
    await ensureEditor(strapi, process.env.CMS_EDITOR_EMAIL ?? 'editor@demo.test', process.env.CMS_EDITOR_PASSWORD ?? 'Demo@1234');
    if (process.env.CMS_SEED !== 'false' && (await isEmptyDatabase(strapi))) {
      const report = await seedAll(strapi);
      strapi.log.info(`Seeded starter content: ${JSON.stringify(report.created)}`);
    }
    notifySiteOnPublish(strapi, process.env.SITE_REBUILD_URL, process.env.REBUILD_SECRET);
  },
};
