/** The annual debt discharge declaration (docs/collections-declaration.md). */
import { COLLECTIONS_DECLARATION_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_DECLARATION_ENDPOINTS) };
