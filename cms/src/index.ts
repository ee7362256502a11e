import type { Core } from '@strapi/strapi';

export default {
  register(/* { strapi } */) {},
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    strapi.log.info('bootstrap');
  },
};
