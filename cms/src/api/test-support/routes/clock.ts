/**
 * The server clock of a test stack (test stacks only; 404 elsewhere — policies/test-support.ts):
 * GET (read), PUT {"now": ISO 8601 with offset, "advance"?: boolean} (fix it), DELETE (real time).
 */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'GET', path: '/test-support/clock', handler: 'clock.read', config: testSupportRoute() },
    { method: 'PUT', path: '/test-support/clock', handler: 'clock.set', config: testSupportRoute() },
    { method: 'DELETE', path: '/test-support/clock', handler: 'clock.reset', config: testSupportRoute() },
  ],
};
