/** Customer-code help (spec 04 §2.1, PORTAL-API.md §11e): public, rate-limited, same answer for every valid document. */
import { CUSTOMER_CODE_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(CUSTOMER_CODE_ENDPOINTS) };
