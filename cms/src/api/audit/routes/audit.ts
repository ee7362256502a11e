/** The customer's view of the attendant audit (spec 02): changes made on its behalf. */
import { AUDIT_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(AUDIT_ENDPOINTS) };
