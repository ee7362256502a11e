/** Test-support factories of the consumption programming (portal/test-support/factories/consumption.ts). */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'POST', path: '/test-support/factories/consumption/axis', handler: 'consumption.axis', config: testSupportRoute() },
    {
      method: 'POST',
      path: '/test-support/factories/consumption/industrial',
      handler: 'consumption.industrial',
      config: testSupportRoute(),
    },
    { method: 'POST', path: '/test-support/factories/consumption/day', handler: 'consumption.day', config: testSupportRoute() },
  ],
};
