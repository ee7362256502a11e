import { publicRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    {
      method: 'GET',
      path: '/search',
      handler: 'search.find',
      config: publicRoute(false),
    },
  ],
};
