import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::news.news', {
  config: {
    find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::news.news' } }] },
    findOne: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::news.news' } }] },
  },
});
