/** Pix Automático (issue 24 §2): the contract's recurrence and the PSP's webhooks. */
import { COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS) };
