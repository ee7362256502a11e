/** The notification calls of spec 01 §7 (PORTAL-API.md §11b): the caller's own notifications only. */
import { NOTIFICATION_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(NOTIFICATION_ENDPOINTS) };
