import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::landing-footer.landing-footer', {
  config: { find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::landing-footer.landing-footer' } }] } },
});
