/** The suspension notice (docs/collections-suspension.md); the table is `domain/endpoints/collections-suspension.ts`. */
import { COLLECTIONS_SUSPENSION_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_SUSPENSION_ENDPOINTS) };
