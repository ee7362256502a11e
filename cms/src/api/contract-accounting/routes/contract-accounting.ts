/** The industrial contract cockpit (issue 26, PORTAL-API.md §27). */
import { CONTRACT_ACCOUNTING_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(CONTRACT_ACCOUNTING_ENDPOINTS) };
