import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::menu.menu', {
  config: { find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::menu.menu' } }] } },
});
