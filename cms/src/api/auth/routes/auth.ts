/** Sign-in and session routes (PORTAL-API.md §1–§4). Token-issuing: /api/portal/auth/*. */
import { AUTH_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(AUTH_ENDPOINTS) };
