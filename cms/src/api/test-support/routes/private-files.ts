/** Test support of the private-files migration (test stacks only; 404 elsewhere): portal/test-support/legacy-files. */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'POST', path: '/test-support/private-files/legacy', handler: 'private-files.legacy', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/private-files/migrate', handler: 'private-files.migrate', config: testSupportRoute() },
  ],
};
