/** Paperless bill calls (issue 24 §5, docs/collections-paperless.md). */
import { COLLECTIONS_PAPERLESS_ENDPOINTS } from '../../../domain/endpoints/collections-paperless';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_PAPERLESS_ENDPOINTS) };
