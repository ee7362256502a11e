/** Test-support factory of an industrial contract's terms (test stacks only; 404 elsewhere). See portal/test-support/factories/contract-accounting.ts. */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'POST', path: '/test-support/factories/contract-term', handler: 'contract-accounting.term', config: testSupportRoute() },
  ],
};
