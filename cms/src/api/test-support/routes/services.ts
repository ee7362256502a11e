/**
 * Test-support factories of the service domain (test stacks only; 404 elsewhere):
 * interruptions, vacancies of a date and the service settings. See portal/test-support/factories/services.ts.
 */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'POST', path: '/test-support/factories/interruption', handler: 'services.interruption', config: testSupportRoute() },
    { method: 'PUT', path: '/test-support/factories/service-slot', handler: 'services.slot', config: testSupportRoute() },
    { method: 'PUT', path: '/test-support/factories/service-settings', handler: 'services.settings', config: testSupportRoute() },
  ],
};
