/** Attendant service routes (spec 02 §7): the attendant screen's roles and permissions. */
import { ATTENDANCE_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(ATTENDANCE_ENDPOINTS) };
