/** Profile calls of spec 01 §7: GET /api/user/sap, PATCH /api/user/sap/data, the login e-mail change (step-up, confirm, cancel). */
import { USER_SAP_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(USER_SAP_ENDPOINTS) };
