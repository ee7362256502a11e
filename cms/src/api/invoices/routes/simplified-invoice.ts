/** Simplified invoice (spec 01 §2.3, §7): only a simplified-invoice session reaches these. */
import { protectedRoute } from '../../../portal/core/route-config';

const simplified = () => protectedRoute({ ownership: 'simplified-invoice' });

export default {
  routes: [
    { method: 'GET', path: '/simplified-invoice/list', handler: 'simplified-invoice.list', config: simplified() },
    { method: 'GET', path: '/simplified-invoice/details', handler: 'simplified-invoice.details', config: simplified() },
    { method: 'GET', path: '/simplified-invoice/generate', handler: 'simplified-invoice.generate', config: simplified() },
  ],
};
