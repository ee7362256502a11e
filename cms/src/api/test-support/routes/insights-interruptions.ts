/** Test-support factory of the planned interruptions (test stacks only; 404 elsewhere). See portal/test-support/factories/insights-interruptions.ts. */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    {
      method: 'POST',
      path: '/test-support/factories/planned-interruption',
      handler: 'insights-interruptions.plannedInterruption',
      config: testSupportRoute(),
    },
  ],
};
