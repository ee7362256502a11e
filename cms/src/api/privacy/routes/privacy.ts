/**
 * LGPD self-service (PORTAL-API.md §13). Customer roles only, and always the
 * caller's own data: an attendant cannot export, consent or ask for deletion on a customer's
 * behalf (403), and a secondary user of an industry account reaches only its own records.
 * The message to the encarregado is public and rate-limited.
 */
import { PRIVACY_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(PRIVACY_ENDPOINTS) };
