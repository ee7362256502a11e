/**
 * Administration (spec 02 §2.1–§2.3, §7): permission catalogue, profiles (permission groups),
 * the profile list and the secondary users of an industry administrator. Platform-user routes
 * (`/auth/user/*`) are in api/auth/routes/users.ts, after the account routes they share a prefix with.
 */
import { ADMINISTRATION_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(ADMINISTRATION_ENDPOINTS) };
