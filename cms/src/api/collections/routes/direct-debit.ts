/** Débito automático routes (docs/collections-direct-debit.md): the endpoint table's. */
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS) };
