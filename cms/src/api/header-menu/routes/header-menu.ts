import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::header-menu.header-menu', {
  config: { find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::header-menu.header-menu' } }] } },
});
