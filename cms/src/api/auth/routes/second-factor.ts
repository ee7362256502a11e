/**
 * Second factor of staff accounts (PORTAL-API.md §2b): the sign-in's second step (public,
 * rate-limited, answered with the challenge of the first step) and the signed-in staff
 * member's own enrolment. The admin master's reset is in users.ts.
 */
import { SECOND_FACTOR_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(SECOND_FACTOR_ENDPOINTS) };
