/** "Já paguei" (docs/collections-suspension.md); the table is `domain/endpoints/collections-receipt.ts`. */
import { COLLECTIONS_RECEIPT_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_RECEIPT_ENDPOINTS) };
