/** The bill explained (issue 25 §1, PORTAL-API.md "Entenda sua conta"). */
import { INSIGHTS_EXPLAIN_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(INSIGHTS_EXPLAIN_ENDPOINTS) };
