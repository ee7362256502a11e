import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::site-setting.site-setting', {
  config: { find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::site-setting.site-setting' } }] } },
});
