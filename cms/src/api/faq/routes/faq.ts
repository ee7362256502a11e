import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::faq.faq', {
  config: {
    find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::faq.faq' } }] },
    findOne: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::faq.faq' } }] },
  },
});
