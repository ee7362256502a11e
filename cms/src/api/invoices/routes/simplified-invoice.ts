/** Simplified invoice (spec 01 §2.3, §7): only a simplified-invoice session reaches these. */
import { SIMPLIFIED_INVOICE_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(SIMPLIFIED_INVOICE_ENDPOINTS) };
