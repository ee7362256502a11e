/**
 * Uploads and batches (spec 02 §2.10, §2.11, §7; PORTAL-API.md §16). Staff only: uploads need the
 * screen's `upload` permission, the history its `ver`, the downloads `acompanhar-programacao.download`.
 * `/batches/items` is declared before `/batches/:id/...` (no clash today; kept explicit).
 */
import { BATCHES_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(BATCHES_ENDPOINTS) };
