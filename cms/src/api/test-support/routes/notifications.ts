/** Test-support notifications (test stacks only; 404 elsewhere): POST /api/test-support/notifications. */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [{ method: 'POST', path: '/test-support/notifications', handler: 'notifications.send', config: testSupportRoute() }],
};
