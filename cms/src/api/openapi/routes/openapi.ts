/** GET /api/openapi.json — the OpenAPI 3.1 document of the portal API, generated from the endpoint table. */
import { OPENAPI_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(OPENAPI_ENDPOINTS) };
