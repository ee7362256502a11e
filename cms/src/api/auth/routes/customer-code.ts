/** Customer-code help (spec 04 §2.1, PORTAL-API.md §11e): public, rate-limited, same answer for every valid document. */
import { publicRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    {
      method: 'POST',
      path: '/auth/user/customerCode',
      handler: 'customer-code.request',
      config: publicRoute(true, { schema: 'auth.customer-code' }),
    },
  ],
};
