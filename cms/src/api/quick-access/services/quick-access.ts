import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::quick-access.quick-access');
