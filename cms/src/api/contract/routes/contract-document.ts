/** GET /api/contract and GET /api/contract/send (spec 01 §7, spec 04 §7). */
import { CONTRACT_DOCUMENT_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(CONTRACT_DOCUMENT_ENDPOINTS) };
