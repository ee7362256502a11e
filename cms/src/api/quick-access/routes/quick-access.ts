import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::quick-access.quick-access', {
  config: {
    find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::quick-access.quick-access' } }] },
    findOne: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::quick-access.quick-access' } }] },
  },
});
