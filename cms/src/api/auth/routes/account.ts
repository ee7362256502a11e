/** Account calls: spec 04 §7 (public, link-token) and spec 02 §7 PUT resetPassword (logged). */
import { ACCOUNT_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(ACCOUNT_ENDPOINTS) };
