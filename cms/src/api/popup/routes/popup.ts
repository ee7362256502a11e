import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::popup.popup', {
  config: { find: { middlewares: [{ name: 'global::route-populate', config: { uid: 'api::popup.popup' } }] } },
});
