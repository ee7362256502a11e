/** Dynamic Pix with due date (issue 24 §1): webhook and amount due today. */
import { COLLECTIONS_PIX_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_PIX_ENDPOINTS) };
