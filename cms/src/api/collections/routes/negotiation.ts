/** Negotiation of overdue bills (docs/collections-negotiation.md); the table is `domain/endpoints/collections-negotiation.ts`. */
import { COLLECTIONS_NEGOTIATION_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_NEGOTIATION_ENDPOINTS) };
