/**
 * Test-support factories (test stacks only; 404 elsewhere — policies/test-support.ts):
 * POST /api/test-support/factories/customer | staff | contract | invoice | invoice/pay. See portal/test-support.
 */
import { testSupportRoute } from '../../../portal/core/route-config';

export default {
  routes: [
    { method: 'POST', path: '/test-support/factories/customer', handler: 'factories.customer', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/factories/staff', handler: 'factories.staff', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/factories/contract', handler: 'factories.contract', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/factories/invoice', handler: 'factories.invoice', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/factories/invoice/pay', handler: 'factories.payInvoice', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/factories/invoice/change', handler: 'factories.changeInvoice', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/factories/invoice/pix-charge', handler: 'factories.pixCharge', config: testSupportRoute() },
    { method: 'POST', path: '/test-support/factories/pix-recurrence', handler: 'factories.pixRecurrence', config: testSupportRoute() },
  ],
};
