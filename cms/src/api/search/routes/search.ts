import { SEARCH_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(SEARCH_ENDPOINTS) };
