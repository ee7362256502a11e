import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::quick-access.quick-access');
