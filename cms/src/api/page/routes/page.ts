import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::page.page', {
  config: {
    find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::page.page' } }] },
    findOne: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::page.page' } }] },
  },
});
