/** The bills' due day (docs/collections-due-date.md). */
import { COLLECTIONS_DUE_DATE_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_DUE_DATE_ENDPOINTS) };
