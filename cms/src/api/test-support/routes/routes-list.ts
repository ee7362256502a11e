/** The registered content-API routes with their declared access (test stacks only). */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [{ method: 'GET', path: '/test-support/routes', handler: 'routes-list.list', config: testSupportRoute() }],
};
