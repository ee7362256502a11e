/**
 * New-connection contracting flow (spec 04 §4.4, §7; PORTAL-API.md §11f): all public. The
 * verification, the postal-code lookup and the request are rate-limited (every call counts).
 * The request's files (identity documents, selfie) come back only to the portal's administrators.
 */
import { CONNECTION_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(CONNECTION_ENDPOINTS) };
