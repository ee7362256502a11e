/**
 * Service requests of spec 02 §7 (PORTAL-API.md §15): reconnection, supply suspension,
 * temporary block and the technical-assistance partners. Customers reach their own selected
 * contract, attendants the contract of the started service (ownership 'contract'); requests
 * send e-mail, so they are rate-limited like every e-mailing call.
 */
import { SERVICE_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(SERVICE_ENDPOINTS) };
